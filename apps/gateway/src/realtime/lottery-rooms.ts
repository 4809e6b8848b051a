import type { Socket } from 'socket.io';
import { SOCKET_CLIENT_EVENTS, type TClientToServerEvents, ZGameCodeInputSchema } from '@site/contracts';

const LOTTERY_ROOM_PREFIX = 'lottery:';

/** The room of the sockets watching a lottery game's draws. */
export const lotteryRoom = (gameCode: string): string => `${LOTTERY_ROOM_PREFIX}${gameCode}`;

/** A page shows a few games at once; more rooms than this per socket is no page's doing. */
export const MAX_WATCHED_GAMES = 8;

/** The room a watch message names, or null when its game code is not one (anything may arrive here). */
const roomOf = (event: unknown): string | null => {
  const parsed = ZGameCodeInputSchema.safeParse(event);
  return parsed.success ? lotteryRoom(parsed.data.gameCode) : null;
};

/**
 * `lottery:watch {gameCode}` joins the game's room, `lottery:unwatch` leaves
 * it (docs/history/lottery-interfaces.md): any socket, a visitor's too. A bad code
 * or a ninth game is ignored.
 */
export const handleLotteryWatches = (socket: Socket<TClientToServerEvents>): void => {
  socket.on(SOCKET_CLIENT_EVENTS.lotteryWatch, (event: unknown) => {
    const room = roomOf(event);
    if (room === null || socket.rooms.has(room)) return;
    const watching = [...socket.rooms].filter((name) => name.startsWith(LOTTERY_ROOM_PREFIX)).length;
    if (watching >= MAX_WATCHED_GAMES) return;
    void socket.join(room);
  });
  socket.on(SOCKET_CLIENT_EVENTS.lotteryUnwatch, (event: unknown) => {
    const room = roomOf(event);
    if (room !== null) void socket.leave(room);
  });
};
