import { and, desc, eq } from 'drizzle-orm';
import { reserveNonce } from '../../../core/play/fair/seed-store.js';
import { newRoundId, openRound, updateRoundDetail } from '../../../core/play/rounds/round-store.js';
import { balanceOf, credit, debit } from '../../../core/play/seamless-wallet.js';
import type { TDatabase, TExecutor } from '../../../db/client.js';
import {
  pokerHands,
  pokerRooms,
  pokerSeats,
  type TPokerHandRow,
  type TPokerRoomRow,
  type TPokerSeat,
} from '../../../db/schema-live.js';
import type { TGameLaunch } from '../../../db/schema-play.js';
import { WireError } from '../../../wire/envelope.js';
import { cardCode, dealShuffled, orderedDecks } from '../cards.js';
import { fairFloatStreamFrom } from '../fair-stream.js';
import { botAction } from './bot.js';
import {
  applyAction,
  legalActions,
  potTotal,
  startHand,
  type THoldemAction,
  type THoldemState,
} from './holdem.js';
import { botBuyIn } from './rooms.js';

/**
 * A player's poker sitting: sit (buy-in debited, the sitting's round opens),
 * play hands against the room's bots (each deck a fair draw of the player's
 * seed pair; the bots' choices take the floats after the deck's), leave
 * (chips credited, the round settles). Chips on the table are not money
 * until the player leaves.
 */
const DECK_FLOATS = 52;
const MAX_BOT_STEPS = 500;

const paramError = (message: string) => new WireError(400, 'request_param_err', message);

export const mySeat = (db: TExecutor, launch: TGameLaunch): TPokerSeat | undefined =>
  db
    .select()
    .from(pokerSeats)
    .where(and(eq(pokerSeats.launchId, launch.id), eq(pokerSeats.occupant, 'member')))
    .get();

const roomById = (db: TExecutor, roomId: number): TPokerRoomRow | undefined =>
  db.select().from(pokerRooms).where(eq(pokerRooms.id, roomId)).get();

const seatsOf = (db: TExecutor, roomId: number): TPokerSeat[] =>
  db.select().from(pokerSeats).where(eq(pokerSeats.roomId, roomId)).all();

const currentHand = (db: TExecutor, seatId: number): TPokerHandRow | undefined =>
  db.select().from(pokerHands).where(eq(pokerHands.seatId, seatId)).orderBy(desc(pokerHands.id)).get();

export const sit = (
  db: TDatabase,
  launch: TGameLaunch,
  request: { roomId: number; buyInMinor: number; seatNo?: number },
) =>
  db.transaction((tx) => {
    if (mySeat(tx, launch)) throw paramError('You are already seated; leave that table first');
    const room = roomById(tx, request.roomId);
    if (!room || room.merchantId !== launch.merchantId) throw paramError('Unknown room');
    if (
      !Number.isSafeInteger(request.buyInMinor) ||
      request.buyInMinor < room.minBuyInMinor ||
      request.buyInMinor > room.maxBuyInMinor
    ) {
      throw paramError(`The buy-in runs from ${room.minBuyInMinor} to ${room.maxBuyInMinor}`);
    }
    const taken = new Set(seatsOf(tx, room.id).map((seat) => seat.seatNo));
    const seatNo =
      request.seatNo ??
      Array.from({ length: room.seatCount }, (_, index) => index + 1).find((no) => !taken.has(no));
    if (seatNo === undefined || seatNo < 1 || seatNo > room.seatCount || taken.has(seatNo)) {
      throw paramError('That seat is not free');
    }
    const roundId = newRoundId();
    openRound(tx, launch, {
      roundId,
      engine: 'poker',
      detail: { room: room.name, roomId: room.roomCode, seatNo },
    });
    const paid = debit(tx, launch, {
      transactionId: `${roundId}:bet`,
      roundId,
      amountMinor: request.buyInMinor,
    });
    tx.insert(pokerSeats)
      .values({
        roomId: room.id,
        seatNo,
        occupant: 'member',
        name: 'You',
        launchId: launch.id,
        memberId: launch.memberId,
        stackMinor: request.buyInMinor,
        roundId,
        createdAt: new Date(),
      })
      .run();
    return { roundId, balanceMinor: paid.balanceMinor };
  });

/** Lets the bots act until it is the player's turn or the hand is over; returns the floats used. */
const runBots = (
  state: THoldemState,
  hand: Pick<TPokerHandRow, 'serverSeed' | 'clientSeed' | 'nonce' | 'floatsUsed'>,
) => {
  const next = fairFloatStreamFrom(hand.serverSeed, hand.clientSeed, hand.nonce, hand.floatsUsed);
  let floatsUsed = hand.floatsUsed;
  let steps = 0;
  while (state.street !== 'done' && state.players[state.toAct]?.isBot) {
    if (++steps > MAX_BOT_STEPS) throw new Error('the bots did not finish the hand');
    state = applyAction(state, botAction(state, next()));
    floatsUsed++;
  }
  return { state, floatsUsed };
};

/** Writes a finished hand's stacks back to the seats (bots short of chips buy in again). */
const closeHand = (
  tx: TExecutor,
  room: TPokerRoomRow,
  seat: TPokerSeat,
  state: THoldemState,
  float: () => number,
) => {
  for (const player of state.players) {
    const row = seatsOf(tx, room.id).find((candidate) => candidate.seatNo === player.seatNo);
    if (!row) continue;
    const stackMinor =
      player.isBot && player.stack < room.bigBlindMinor * 10 ? botBuyIn(room, float()) : player.stack;
    tx.update(pokerSeats)
      .set({ stackMinor, handsPlayed: row.handsPlayed + (row.id === seat.id ? 1 : 0) })
      .where(eq(pokerSeats.id, row.id))
      .run();
  }
};

const saveHand = (
  tx: TExecutor,
  room: TPokerRoomRow,
  seat: TPokerSeat,
  hand: TPokerHandRow,
  result: { state: THoldemState; floatsUsed: number },
) => {
  let floatsUsed = result.floatsUsed;
  const isDone = result.state.street === 'done';
  if (isDone) {
    const next = fairFloatStreamFrom(hand.serverSeed, hand.clientSeed, hand.nonce, floatsUsed);
    closeHand(tx, room, seat, result.state, () => {
      floatsUsed++;
      return next();
    });
    if (seat.roundId) {
      updateRoundDetail(tx, seat.roundId, {
        lastHand: { handNo: hand.handNo, nonce: hand.nonce, awards: result.state.awards },
      });
    }
  }
  tx.update(pokerHands)
    .set({ state: result.state as unknown as Record<string, unknown>, isDone, floatsUsed })
    .where(eq(pokerHands.id, hand.id))
    .run();
};

const requireSeat = (db: TExecutor, launch: TGameLaunch) => {
  const seat = mySeat(db, launch);
  if (!seat) throw paramError('Sit down first');
  const room = roomById(db, seat.roomId);
  if (!room) throw paramError('Unknown room');
  return { seat, room };
};

/** Deals the next hand: the player and the room's bots, the button moving each hand. */
export const deal = (db: TDatabase, launch: TGameLaunch) =>
  db.transaction((tx) => {
    const { seat, room } = requireSeat(tx, launch);
    const previous = currentHand(tx, seat.id);
    if (previous && !previous.isDone) throw new WireError(400, 'game_round_open', 'Finish the hand first');
    if (seat.stackMinor < room.bigBlindMinor)
      throw paramError('Not enough chips for the big blind; leave and buy in again');
    const players = seatsOf(tx, room.id)
      .filter((other) => other.occupant === 'bot' || other.id === seat.id)
      .sort((a, b) => a.seatNo - b.seatNo)
      .map((other) => ({
        seatNo: other.seatNo,
        name: other.name,
        isBot: other.occupant === 'bot',
        stack: other.stackMinor,
      }));
    if (players.length < 2) throw paramError('Nobody to play against');
    const fair = reserveNonce(tx, launch);
    const handNo = seat.handsPlayed + 1;
    const deck = dealShuffled(
      orderedDecks(),
      fairFloatStreamFrom(fair.serverSeed, fair.clientSeed, fair.nonce, 0),
    );
    const state = startHand({
      players,
      dealerIndex: handNo % players.length,
      smallBlind: room.smallBlindMinor,
      bigBlind: room.bigBlindMinor,
      deck,
    });
    const hand = tx
      .insert(pokerHands)
      .values({
        seatId: seat.id,
        handNo,
        state: state as unknown as Record<string, unknown>,
        serverSeedHash: fair.serverSeedHash,
        serverSeed: fair.serverSeed,
        clientSeed: fair.clientSeed,
        nonce: fair.nonce,
        floatsUsed: DECK_FLOATS,
        createdAt: new Date(),
      })
      .returning()
      .get();
    saveHand(tx, room, seat, hand, runBots(state, hand));
  });

/** The player's action in the current hand, then the bots'. */
export const act = (db: TDatabase, launch: TGameLaunch, action: THoldemAction) =>
  db.transaction((tx) => {
    const { seat, room } = requireSeat(tx, launch);
    const hand = currentHand(tx, seat.id);
    if (!hand || hand.isDone) throw paramError('No hand in play; deal one');
    const state = hand.state as unknown as THoldemState;
    if (state.players[state.toAct]?.seatNo !== seat.seatNo) throw paramError('It is not your turn');
    let next: THoldemState;
    try {
      next = applyAction(state, action);
    } catch (error) {
      if (error instanceof RangeError) throw paramError(error.message);
      throw error;
    }
    saveHand(tx, room, seat, hand, runBots(next, hand));
  });

/** Leaves the table: a hand in play is folded and played out, then the chips are credited. */
export const leave = (db: TDatabase, launch: TGameLaunch) =>
  db.transaction((tx) => {
    const { seat, room } = requireSeat(tx, launch);
    const hand = currentHand(tx, seat.id);
    if (hand && !hand.isDone) {
      const state = hand.state as unknown as THoldemState;
      saveHand(tx, room, seat, hand, runBots(applyAction(state, { type: 'fold' }), hand));
    }
    const stackMinor = tx.select().from(pokerSeats).where(eq(pokerSeats.id, seat.id)).get()!.stackMinor;
    const roundId = seat.roundId ?? newRoundId();
    updateRoundDetail(tx, roundId, { cashOutMinor: stackMinor, handsPlayed: seat.handsPlayed });
    const paid = credit(tx, launch, { transactionId: `${roundId}:win`, roundId, amountMinor: stackMinor });
    tx.delete(pokerHands).where(eq(pokerHands.seatId, seat.id)).run();
    tx.delete(pokerSeats).where(eq(pokerSeats.id, seat.id)).run();
    return { cashOutMinor: stackMinor, balanceMinor: paid.balanceMinor };
  });

/** The rooms of the launched game (all the merchant's when the game has none), with their seats. */
export const lobbyView = (db: TExecutor, launch: TGameLaunch) => {
  const rooms = db.select().from(pokerRooms).where(eq(pokerRooms.merchantId, launch.merchantId)).all();
  const ofGame = rooms.filter((room) => room.gameRowId === launch.gameId);
  return (ofGame.length > 0 ? ofGame : rooms)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((room) => {
      const seats = seatsOf(db, room.id);
      return {
        roomId: room.id,
        roomCode: room.roomCode,
        name: room.name,
        smallBlindMinor: room.smallBlindMinor,
        bigBlindMinor: room.bigBlindMinor,
        minBuyInMinor: room.minBuyInMinor,
        maxBuyInMinor: room.maxBuyInMinor,
        seatCount: room.seatCount,
        seats: seats.map((other) => ({
          seatNo: other.seatNo,
          name: other.name,
          isBot: other.occupant === 'bot',
          stackMinor: other.stackMinor,
        })),
      };
    });
};

/** What the table page shows: the room, the hand (bots' cards hidden until shown down), the actions. */
export const tableView = (db: TExecutor, launch: TGameLaunch) => {
  const seat = mySeat(db, launch);
  const balanceMinor = balanceOf(db, launch);
  if (!seat) return { seated: false as const, balanceMinor, rooms: lobbyView(db, launch) };
  const room = roomById(db, seat.roomId)!;
  const hand = currentHand(db, seat.id);
  const state = hand ? (hand.state as unknown as THoldemState) : null;
  const shownSeats = new Set(state?.shown.map((shown) => shown.seatNo));
  const isMyTurn = Boolean(
    state && state.street !== 'done' && state.players[state.toAct]?.seatNo === seat.seatNo,
  );
  const current = db.select().from(pokerSeats).where(eq(pokerSeats.id, seat.id)).get()!;
  return {
    seated: true as const,
    balanceMinor,
    room: {
      roomId: room.id,
      name: room.name,
      smallBlindMinor: room.smallBlindMinor,
      bigBlindMinor: room.bigBlindMinor,
      seatCount: room.seatCount,
    },
    mySeatNo: seat.seatNo,
    stackMinor: current.stackMinor,
    seats: seatsOf(db, room.id).map((other) => ({
      seatNo: other.seatNo,
      // Every member's seat is stored as "You": another player is shown by seat.
      name: other.occupant === 'member' && other.id !== seat.id ? `Player ${other.seatNo}` : other.name,
      isBot: other.occupant === 'bot',
      isMe: other.id === seat.id,
      stackMinor: other.stackMinor,
    })),
    hand:
      state && hand
        ? {
            handNo: hand.handNo,
            street: state.street,
            board: state.board.map(cardCode),
            potMinor: potTotal(state),
            dealerSeatNo: state.players[state.dealerIndex]?.seatNo ?? null,
            toActSeatNo: state.players[state.toAct]?.seatNo ?? null,
            players: state.players.map((player) => ({
              seatNo: player.seatNo,
              name: player.name,
              isBot: player.isBot,
              stackMinor: player.stack,
              betMinor: player.bet,
              hasFolded: player.hasFolded,
              isAllIn: player.isAllIn,
              hole:
                !player.isBot || shownSeats.has(player.seatNo)
                  ? player.hole.map(cardCode)
                  : player.hole.map(() => '??'),
            })),
            legal: isMyTurn ? legalActions(state) : null,
            awards: state.awards,
            shown: state.shown.map((shown) => ({ ...shown, cards: shown.cards.map(cardCode) })),
            log: state.log.slice(-14),
            fair: { serverSeedHash: hand.serverSeedHash, clientSeed: hand.clientSeed, nonce: hand.nonce },
          }
        : null,
  };
};
