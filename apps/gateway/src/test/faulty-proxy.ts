import { createServer, request as forward, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does to one reply after the upstream has handled the
 * request: `drop` closes the connection without answering, `stall` never
 * answers (the caller runs into its deadline).
 */
export type TReplyFault = 'drop' | 'stall';

/**
 * A real HTTP proxy in front of the mock upstream that forwards every
 * request and, for the calls it is told to spoil, lets the upstream do its
 * work and then loses the reply: the shape of a money move whose outcome the
 * gateway cannot know (docs/upstream.md §1 "Timeouts, retries").
 */
export const startFaultyProxy = async (targetUrl: string) => {
  const faults: Array<{ path: string; fault: TReplyFault }> = [];
  const forwarded = new Map<string, number>();
  const stalled: ServerResponse[] = [];

  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', targetUrl);
    const spoiled = faults.findIndex((entry) => entry.path === target.pathname);
    const fault = spoiled >= 0 ? faults.splice(spoiled, 1)[0]?.fault : undefined;
    const upstream = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          forwarded.set(target.pathname, (forwarded.get(target.pathname) ?? 0) + 1);
          if (fault === 'drop') outgoing.socket?.destroy();
          else if (fault === 'stall') stalled.push(outgoing);
          else {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(Buffer.concat(chunks));
          }
        });
      },
    );
    upstream.on('error', () => outgoing.socket?.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Spoils the replies of the next `times` calls to `path`. */
    spoil: (path: string, fault: TReplyFault, times = 1) => {
      for (let count = 0; count < times; count += 1) faults.push({ path, fault });
    },
    /** How many calls to `path` the upstream has answered through the proxy. */
    forwardedTo: (path: string): number => forwarded.get(path) ?? 0,
    close: async () => {
      for (const reply of stalled) reply.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
