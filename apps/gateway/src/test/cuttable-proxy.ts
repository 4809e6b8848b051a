import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server whose connections the test can cut, as a
 * network does: `cut` ends every open connection mid-stream; while `hold`
 * lasts, new connections are closed as soon as they open. For long-lived
 * streams (the event feed), which faulty-proxy.ts, buffering whole replies,
 * cannot carry.
 */
export const startCuttableProxy = async (targetUrl: string) => {
  const target = new URL(targetUrl);
  const open = new Set<Socket>();
  let isHeld = false;
  let accepted = 0;

  const server = createServer((client) => {
    if (isHeld) return void client.destroy();
    accepted += 1;
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const cut = (): void => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many connections were let through. */
    accepted: (): number => accepted,
    cut,
    /** Cuts, and refuses every connection until `release`. */
    hold: (): void => {
      isHeld = true;
      cut();
    },
    release: (): void => {
      isHeld = false;
    },
    close: async (): Promise<void> => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
