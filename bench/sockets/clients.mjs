// The bench's socket.io clients: with the session cookie and the interface language, as the web app
// connects, but on WebSocket from the start (the web app starts on long-polling and upgrades; the
// bench measures the upgraded state); `nowMs` is the monotonic clock every thread and process shares.
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@site/contracts';

/** How long one handshake may take before the ramp counts the machine as full. */
const HANDSHAKE_TIMEOUT_MS = 20_000;

export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** One connected client: resolves once the gateway admitted it, rejects with the reason it did not. */
const connect = (gateway, member) =>
  new Promise((resolve, reject) => {
    const socket = io(gateway.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie: member.cookie, origin: gateway.origin },
      auth: { language: 'EN' },
      forceNew: true,
      reconnection: false,
      timeout: HANDSHAKE_TIMEOUT_MS,
    });
    socket.once('connect', () => resolve({ socket, member }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/**
 * Connects the clients `targets` lists (each a member and the gateway it connects to), in order,
 * `concurrency` handshakes at a time, reporting progress; stops at the first failure (descriptors,
 * ports, memory or a handshake the machine is too busy to finish) and says why.
 */
export const rampClients = async ({ targets, concurrency, onProgress }) => {
  const clients = [];
  let stopReason = null;
  let next = 0;
  const worker = async () => {
    while (next < targets.length && stopReason === null) {
      const { member, gateway } = targets[next];
      next += 1;
      try {
        clients.push(await connect(gateway, member));
        onProgress(clients.length);
      } catch (error) {
        stopReason ??= `${error.message}${error.description ? ` (${error.description.message ?? error.description})` : ''}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { clients, stopReason };
};

export const closeClients = (clients) => {
  for (const { socket } of clients) socket.close();
};
