import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type TClientToServerEvents, type TServerToClientEvents } from '@site/contracts';
import { TEST_ORIGIN } from './test-config.js';

export type TClientSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

type TConnectOptions = {
  /** The whole Cookie header, e.g. `sid=v1.…`. */
  cookie?: string;
  /** The page the browser says the socket comes from; null sends none. */
  origin?: string | null;
  /** `Sec-Fetch-Site`, as a browser sets it (a same-origin polling handshake sends no Origin). */
  fetchSite?: string;
  transports?: ('polling' | 'websocket')[];
  /** The handshake's `auth` (the web sends its language). */
  auth?: Record<string, unknown>;
};

/**
 * A socket.io client as the web app opens it, from Node: the session cookie
 * and Origin as a browser would send them. Resolves once connected; rejects
 * with the `connect_error` message (a catalogue key) when refused.
 */
export const connectSocket = (gatewayUrl: string, options: TConnectOptions = {}): Promise<TClientSocket> => {
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  const socket: TClientSocket = io(gatewayUrl, {
    path: SOCKET_PATH,
    forceNew: true,
    reconnection: false,
    transports: options.transports ?? ['polling', 'websocket'],
    ...(options.auth ? { auth: options.auth } : {}),
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(origin ? { origin } : {}),
      ...(options.fetchSite ? { 'sec-fetch-site': options.fetchSite } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
};

/** The next `name` event the socket receives, or a failure after `timeoutMs`. */
export const nextEvent = <TName extends keyof TServerToClientEvents>(
  socket: TClientSocket,
  name: TName,
  timeoutMs = 5_000,
): Promise<Parameters<TServerToClientEvents[TName]>[0]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event within ${timeoutMs} ms`)), timeoutMs);
    // socket.io-client's typed `once` cannot follow a generic event name; the map above fixes the payload type.
    (socket as unknown as Socket).once(
      name as string,
      (payload: Parameters<TServerToClientEvents[TName]>[0]) => {
        clearTimeout(timer);
        resolve(payload);
      },
    );
  });
