// The bench's clients spread over worker threads (client-worker.mjs), each with its own event loop:
// a broadcast's frames are then read side by side, as by the browsers of many people, not one after
// another in one loop, whose own backlog would otherwise count as the gateway's latency.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { shareOut, spread } from './stats.mjs';

const WORKER = new URL('./client-worker.mjs', import.meta.url);

/** Resolves with the worker's next message of `type`. */
const next = async (worker, type) => {
  for (;;) {
    const [message] = await once(worker, 'message');
    if (message?.type === type) return message;
  }
};

/**
 * Connects `total` clients over `workers` threads, member after member in turn (client i is
 * members[i % members.length]'s), `concurrency` handshakes at a time in all. With several
 * gateways, each thread's clients are dealt out to them in turn, so every thread and every member
 * has sockets on each. Resolves to the pool: how many connected, why the ramp stopped (if it did),
 * `arrivals` and `close`.
 */
export const startClientPool = async ({
  gateways,
  members,
  total,
  workers,
  concurrency,
  events,
  onProgress,
}) => {
  const shares = shareOut(total, workers).filter((share) => share.length > 0);
  const connectedBy = new Array(shares.length).fill(0);
  const threads = shares.map((share, index) => {
    const worker = new Worker(WORKER, {
      workerData: {
        targets: share.map((client, position) => ({
          member: members[client % members.length],
          gateway: gateways[position % gateways.length],
        })),
        concurrency: Math.max(1, Math.round(concurrency / shares.length)),
      },
    });
    worker.on('message', (message) => {
      if (message.type !== 'progress') return;
      connectedBy[index] = message.connected;
      onProgress(connectedBy.reduce((sum, connected) => sum + connected, 0));
    });
    return worker;
  });
  const ramps = await Promise.all(threads.map((worker) => next(worker, 'ramped')));
  for (const worker of threads) worker.postMessage({ type: 'listen', events });

  /**
   * Resolves with the arrival times of the next `event` at every client (or only `username`'s);
   * rejects if one did not have it within `timeoutMs`. Resolves once every thread listens. The
   * times come with each thread's busy time from then until its last arrival (`busyMs`) and the
   * time from its first arrival to its last (`spreadMs`): a thread busy all along its spread read
   * frames as fast as it could, and its own backlog made its tail.
   */
  const arrivals = async (event, { username, timeoutMs }) => {
    const results = threads.map((worker) => next(worker, 'arrivals'));
    await Promise.all(
      threads.map((worker) => {
        const armed = next(worker, 'armed');
        worker.postMessage({ type: 'arm', event, username, timeoutMs });
        return armed;
      }),
    );
    return async () => {
      const times = [];
      const perThread = [];
      for (const result of await Promise.all(results)) {
        if (result.missing > 0)
          throw new Error(`${event} did not reach ${result.missing} clients within ${timeoutMs} ms`);
        times.push(...result.times);
        perThread.push({ busyMs: result.busyMs, spreadMs: spread(result.times) });
      }
      return { times, perThread };
    };
  };

  const close = async () => {
    await Promise.all(
      threads.map((worker) => {
        const exited = once(worker, 'exit');
        worker.postMessage({ type: 'close' });
        return exited;
      }),
    );
  };

  return {
    connected: ramps.reduce((sum, ramp) => sum + ramp.connected, 0),
    stopReason: ramps.find((ramp) => ramp.stopReason)?.stopReason ?? null,
    arrivals,
    close,
  };
};
