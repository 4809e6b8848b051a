import type { Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_EVENTS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@site/contracts/events';

/** The member events: each carries a payload. */
type TMemberEventName = Exclude<
  keyof TServerToClientEvents,
  typeof SOCKET_EVENTS.siteStatus | typeof SOCKET_EVENTS.eventsLost
>;

/**
 * One pushed member event, the news that the site status changed or that the
 * gateway lost events, `connected` when the first connection opens (the page
 * read the site status before it could hear of a switch), or `reconnected`
 * after the connection came back (events may have been missed).
 */
export type TRealtimeEvent =
  | {
      [TName in TMemberEventName]: { name: TName; payload: Parameters<TServerToClientEvents[TName]>[0] };
    }[TMemberEventName]
  | { name: typeof SOCKET_EVENTS.siteStatus }
  | { name: typeof SOCKET_EVENTS.eventsLost }
  | { name: 'connected' }
  | { name: 'reconnected' };

export type TRealtimeListener = (event: TRealtimeEvent) => void;

/** One message the browser sends (which lottery games it watches). */
export type TRealtimeMessage = {
  [TName in keyof TClientToServerEvents]: {
    name: TName;
    payload: Parameters<TClientToServerEvents[TName]>[0];
  };
}[keyof TClientToServerEvents];

/** Sends a message now if connected; nothing is queued (each connection starts with `onConnect`). */
export type TRealtimeSend = (message: TRealtimeMessage) => void;

/**
 * Opens a connection that passes every event to `listener` and calls
 * `onConnect` each time it connects (the first time and after every
 * reconnection: the server forgot what this socket watched); resolves to the
 * function that closes it.
 */
export type TRealtimeTransport = (
  listener: TRealtimeListener,
  onConnect: (send: TRealtimeSend) => void,
) => Promise<() => void>;

/**
 * socket.io on the gateway's origin, with the session cookie; it reconnects by
 * itself. The client library loads only now, so it is never in the first load.
 */
const socketIoTransport: TRealtimeTransport = async (listener, onConnect) => {
  const { io } = await import('socket.io-client');
  const socket: Socket<TServerToClientEvents, TClientToServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    // socket.io's default transports: long-polling first, upgraded to WebSocket where the
    // network lets it through (docs/decisions/0023-no-lost-events-and-polling.md).
  });
  const send: TRealtimeSend = (message) => {
    if (socket.connected) socket.emit(message.name, message.payload);
  };
  let hasConnected = false;
  socket.on('connect', () => {
    onConnect(send);
    listener({ name: hasConnected ? 'reconnected' : 'connected' });
    hasConnected = true;
  });
  socket.on(SOCKET_EVENTS.balance, (payload) => listener({ name: SOCKET_EVENTS.balance, payload }));
  socket.on(SOCKET_EVENTS.unread, (payload) => listener({ name: SOCKET_EVENTS.unread, payload }));
  socket.on(SOCKET_EVENTS.chatUnread, (payload) => listener({ name: SOCKET_EVENTS.chatUnread, payload }));
  socket.on(SOCKET_EVENTS.deposit, (payload) => listener({ name: SOCKET_EVENTS.deposit, payload }));
  socket.on(SOCKET_EVENTS.withdrawal, (payload) => listener({ name: SOCKET_EVENTS.withdrawal, payload }));
  socket.on(SOCKET_EVENTS.lotterySettled, (payload) =>
    listener({ name: SOCKET_EVENTS.lotterySettled, payload }),
  );
  socket.on(SOCKET_EVENTS.contractOffer, (payload) =>
    listener({ name: SOCKET_EVENTS.contractOffer, payload }),
  );
  socket.on(SOCKET_EVENTS.contractStatus, (payload) =>
    listener({ name: SOCKET_EVENTS.contractStatus, payload }),
  );
  socket.on(SOCKET_EVENTS.agentPayout, (payload) => listener({ name: SOCKET_EVENTS.agentPayout, payload }));
  socket.on(SOCKET_EVENTS.rewardIssued, (payload) => listener({ name: SOCKET_EVENTS.rewardIssued, payload }));
  socket.on(SOCKET_EVENTS.missionProgress, (payload) =>
    listener({ name: SOCKET_EVENTS.missionProgress, payload }),
  );
  socket.on(SOCKET_EVENTS.pointsBalance, (payload) =>
    listener({ name: SOCKET_EVENTS.pointsBalance, payload }),
  );
  socket.on(SOCKET_EVENTS.lotteryDraw, (payload) => listener({ name: SOCKET_EVENTS.lotteryDraw, payload }));
  socket.on(SOCKET_EVENTS.siteStatus, () => listener({ name: SOCKET_EVENTS.siteStatus }));
  socket.on(SOCKET_EVENTS.eventsLost, () => listener({ name: SOCKET_EVENTS.eventsLost }));
  return () => socket.disconnect();
};

let transport: TRealtimeTransport = socketIoTransport;

/** The seam for tests (and the test set-up): replaces socket.io with a fake; null restores it. */
export const setRealtimeTransport = (next: TRealtimeTransport | null): void => {
  transport = next ?? socketIoTransport;
};

/** How many pages watch each lottery game; a game is watched while the count is above 0. */
const watchedGames = new Map<string, number>();
/** The senders of the connections open now (one, unless a new session is connecting). */
const openSenders = new Set<TRealtimeSend>();

const sendToAll = (message: TRealtimeMessage) => {
  for (const send of openSenders) send(message);
};

/**
 * Asks the gateway for a lottery game's draws (`lottery:draw`) while the
 * returned function is not called: sent at once when connected and again on
 * every (re)connection; `lottery:unwatch` when the last page watching it leaves.
 */
export const watchLotteryGame = (gameCode: string): (() => void) => {
  const count = watchedGames.get(gameCode) ?? 0;
  watchedGames.set(gameCode, count + 1);
  if (count === 0) sendToAll({ name: SOCKET_CLIENT_EVENTS.lotteryWatch, payload: { gameCode } });
  let isWatching = true;
  return () => {
    if (!isWatching) return;
    isWatching = false;
    const left = (watchedGames.get(gameCode) ?? 1) - 1;
    if (left > 0) {
      watchedGames.set(gameCode, left);
      return;
    }
    watchedGames.delete(gameCode);
    sendToAll({ name: SOCKET_CLIENT_EVENTS.lotteryUnwatch, payload: { gameCode } });
  };
};

/**
 * Listens to the gateway's events (the member's, when the session has one)
 * until the returned function is called, which also cancels a connection
 * still being set up. Each connection tells the gateway the lottery games
 * watched (`watchLotteryGame`).
 */
export const connectRealtime = (listener: TRealtimeListener): (() => void) => {
  let disconnect: (() => void) | null = null;
  let isClosed = false;
  let connectionSend: TRealtimeSend | null = null;
  const onConnect = (send: TRealtimeSend) => {
    if (isClosed) return;
    connectionSend = send;
    openSenders.add(send);
    for (const gameCode of watchedGames.keys())
      send({ name: SOCKET_CLIENT_EVENTS.lotteryWatch, payload: { gameCode } });
  };
  transport(listener, onConnect).then(
    (close) => {
      if (isClosed) close();
      else disconnect = close;
    },
    // The client chunk failed to load: the app still works, only without live updates.
    () => undefined,
  );
  return () => {
    isClosed = true;
    if (connectionSend) openSenders.delete(connectionSend);
    disconnect?.();
  };
};
