import type { Socket } from 'socket.io-client';
import {
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
 * gateway lost events, or `reconnected` after the connection came back
 * (events may have been missed).
 */
export type TRealtimeEvent =
  | {
      [TName in TMemberEventName]: { name: TName; payload: Parameters<TServerToClientEvents[TName]>[0] };
    }[TMemberEventName]
  | { name: typeof SOCKET_EVENTS.siteStatus }
  | { name: typeof SOCKET_EVENTS.eventsLost }
  | { name: 'reconnected' };

export type TRealtimeListener = (event: TRealtimeEvent) => void;

/** Opens a connection that passes every event to the listener; resolves to the function that closes it. */
export type TRealtimeTransport = (listener: TRealtimeListener) => Promise<() => void>;

/**
 * socket.io on the gateway's origin, with the session cookie; it reconnects by
 * itself. The client library loads only now, so it is never in the first load.
 */
const socketIoTransport: TRealtimeTransport = async (listener) => {
  const { io } = await import('socket.io-client');
  const socket: Socket<TServerToClientEvents, TClientToServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    // socket.io's default transports: long-polling first, upgraded to WebSocket where the
    // network lets it through (docs/decisions/0023-no-lost-events-and-polling.md).
  });
  let hasConnected = false;
  socket.on('connect', () => {
    if (hasConnected) listener({ name: 'reconnected' });
    hasConnected = true;
  });
  socket.on(SOCKET_EVENTS.balance, (payload) => listener({ name: SOCKET_EVENTS.balance, payload }));
  socket.on(SOCKET_EVENTS.unread, (payload) => listener({ name: SOCKET_EVENTS.unread, payload }));
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
  socket.on(SOCKET_EVENTS.siteStatus, () => listener({ name: SOCKET_EVENTS.siteStatus }));
  socket.on(SOCKET_EVENTS.eventsLost, () => listener({ name: SOCKET_EVENTS.eventsLost }));
  return () => socket.disconnect();
};

let transport: TRealtimeTransport = socketIoTransport;

/** The seam for tests (and the test set-up): replaces socket.io with a fake; null restores it. */
export const setRealtimeTransport = (next: TRealtimeTransport | null): void => {
  transport = next ?? socketIoTransport;
};

/**
 * Listens to the gateway's events (the member's, when the session has one)
 * until the returned function is called, which also cancels a connection
 * still being set up.
 */
export const connectRealtime = (listener: TRealtimeListener): (() => void) => {
  let disconnect: (() => void) | null = null;
  let isClosed = false;
  transport(listener).then(
    (close) => {
      if (isClosed) close();
      else disconnect = close;
    },
    // The client chunk failed to load: the app still works, only without live updates.
    () => undefined,
  );
  return () => {
    isClosed = true;
    disconnect?.();
  };
};
