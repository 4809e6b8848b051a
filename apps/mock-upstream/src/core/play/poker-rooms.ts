import { asc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { pokerRooms, pokerSeats, type TPokerRoomRow, type TPokerSeat } from '../../db/schema-live.js';

/*
 * The poker rooms as the platform lists them (`GLS2_roomList`): rows the
 * game server's live poker keeps (games/live/poker/) and the games call
 * group reads.
 */

export const roomsOfMerchant = (db: TExecutor, merchantId: number): TPokerRoomRow[] =>
  db
    .select()
    .from(pokerRooms)
    .where(eq(pokerRooms.merchantId, merchantId))
    .orderBy(asc(pokerRooms.sortOrder))
    .all();

export const seatsOfRooms = (db: TExecutor, roomIds: readonly number[]): TPokerSeat[] =>
  roomIds.length === 0
    ? []
    : db
        .select()
        .from(pokerSeats)
        .where(inArray(pokerSeats.roomId, [...roomIds]))
        .orderBy(asc(pokerSeats.seatNo))
        .all();

const major = (minor: number): number => minor / 100;

/** `value` of `GLS2_roomList` (ZWirePokerRoomListSchema): amounts in major units. */
export const roomListOf = (db: TExecutor, merchantId: number) => {
  const rooms = roomsOfMerchant(db, merchantId);
  const seats = seatsOfRooms(
    db,
    rooms.map((room) => room.id),
  );
  return rooms.map((room) => ({
    roomId: room.roomCode,
    roomName: room.name,
    nodeId: room.nodeId,
    gameId: room.wireGameId,
    vassalage: room.vassalage,
    smallBlind: major(room.smallBlindMinor),
    bigBlind: major(room.bigBlindMinor),
    minBuyIn: major(room.minBuyInMinor),
    maxBuyIn: major(room.maxBuyInMinor),
    seatCount: room.seatCount,
    seatedCount: seats.filter((seat) => seat.roomId === room.id).length,
  }));
};
