import { and, asc, eq } from 'drizzle-orm';
import type { TTransaction } from '../../../db/client.js';
import { games } from '../../../db/schema-games.js';
import {
  liveBets,
  liveTables,
  pokerHands,
  pokerRooms,
  pokerSeats,
  sportResults,
  type TPokerRoomRow,
} from '../../../db/schema-live.js';
import { fairFloatStream } from '../fair-stream.js';

/**
 * Poker rooms (`GLS2_roomList`): a few rooms per catalogue poker game, from
 * micro to high stakes, 6 or 9 seats, some taken by bots. Seeded with the
 * merchant and again by every QA reset.
 */
type TRoomStakes = { label: string; smallBlindMinor: number; bigBlindMinor: number; seatCount: number };

export const ROOM_STAKES: readonly TRoomStakes[] = [
  { label: 'Micro', smallBlindMinor: 50, bigBlindMinor: 100, seatCount: 6 },
  { label: 'Low', smallBlindMinor: 100, bigBlindMinor: 200, seatCount: 9 },
  { label: 'Mid', smallBlindMinor: 500, bigBlindMinor: 1_000, seatCount: 6 },
  { label: 'High', smallBlindMinor: 2_500, bigBlindMinor: 5_000, seatCount: 9 },
];

/** Buy-ins run from 20 to 100 big blinds. */
export const MIN_BUY_IN_BLINDS = 20;
export const MAX_BUY_IN_BLINDS = 100;

const BOT_NAMES = [
  'Ace_Hunter',
  'RiverRat',
  'LuckyLuz',
  'BluffKing',
  'NutsOnly',
  'SlowRoll',
  'ChipLeader',
  'TiltProof',
  'PocketRockets',
  'Donkey88',
  'FoldEquity',
  'MissClick',
  'SharkBait',
  'PinoyGrinder',
  'SuitedConnector',
];

/** Rooms per poker game, and how many poker games get rooms. */
const ROOMS_PER_GAME = 3;
const GAMES_WITH_ROOMS = 4;

/** When the catalogue has no poker game yet, the rooms hang off this stand-in. */
const FALLBACK_GAME = {
  id: null,
  nodeId: 'KY_TEXAS',
  gameId: 'KY_TEXAS',
  vassalage: 'KY',
  gameName: "Texas Hold'em",
};

/** Wipes the live tables' state and seeds the rooms again (seed and QA reset). */
export const seedLiveGames = (tx: TTransaction, merchantId: number): void => {
  for (const table of [liveBets, liveTables, sportResults, pokerHands, pokerSeats, pokerRooms]) {
    tx.delete(table).run();
  }
  const pokerGames = tx
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.engine, 'poker')))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(GAMES_WITH_ROOMS)
    .all();
  const owners = pokerGames.length > 0 ? pokerGames : [FALLBACK_GAME];
  const next = fairFloatStream('poker-rooms', `merchant:${merchantId}`, 0);
  let sortOrder = 0;
  for (const game of owners) {
    for (let index = 0; index < ROOMS_PER_GAME; index++) {
      const stakes = ROOM_STAKES[(sortOrder + index) % ROOM_STAKES.length]!;
      const room = tx
        .insert(pokerRooms)
        .values({
          merchantId,
          roomCode: `${game.nodeId}-${index + 1}`,
          name: `${game.gameName} · ${stakes.label} ${index + 1}`,
          nodeId: game.nodeId,
          wireGameId: game.gameId,
          vassalage: game.vassalage,
          gameRowId: game.id,
          smallBlindMinor: stakes.smallBlindMinor,
          bigBlindMinor: stakes.bigBlindMinor,
          minBuyInMinor: stakes.bigBlindMinor * MIN_BUY_IN_BLINDS,
          maxBuyInMinor: stakes.bigBlindMinor * MAX_BUY_IN_BLINDS,
          seatCount: stakes.seatCount,
          sortOrder: sortOrder++,
        })
        .returning()
        .get();
      // Two bots at least, and always free seats left for players.
      const bots = 2 + Math.floor(next() * (stakes.seatCount - 3));
      const seatNos = Array.from({ length: stakes.seatCount }, (_, seat) => seat + 1)
        .sort(() => next() - 0.5)
        .slice(0, bots)
        .sort((a, b) => a - b);
      for (const seatNo of seatNos) {
        tx.insert(pokerSeats)
          .values({
            roomId: room.id,
            seatNo,
            occupant: 'bot',
            name: BOT_NAMES[Math.floor(next() * BOT_NAMES.length)]!,
            stackMinor: botBuyIn(room, next()),
          })
          .run();
      }
    }
  }
};

/** A bot's (re)buy: anywhere between the room's limits, in whole big blinds. */
export const botBuyIn = (room: Pick<TPokerRoomRow, 'bigBlindMinor'>, float: number): number =>
  room.bigBlindMinor *
  (MIN_BUY_IN_BLINDS * 2 + Math.floor(float * (MAX_BUY_IN_BLINDS - MIN_BUY_IN_BLINDS * 2)));
