// One thread of the bench's clients, with its own event loop, so that reading thousands of frames
// of one broadcast is shared among threads rather than queued behind one another. It connects the
// clients it is given and, when armed, records each one's arrival of the event on the monotonic
// clock every thread and process shares (process.hrtime), then posts the times back.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { closeClients, nowMs, rampClients } from './clients.mjs';

const { targets, concurrency } = workerData;

const ramp = await rampClients({
  targets,
  concurrency,
  onProgress: (connected) => parentPort.postMessage({ type: 'progress', connected }),
});
const { clients } = ramp;
const arrivedAt = new Float64Array(clients.length);
/**
 * What is being awaited: the event, which clients (their indexes), how many have it so far, and
 * the thread's loop use when armed (the busy time the thread spent until the last arrival).
 */
let armed = null;
let timer = null;

const post = () => {
  clearTimeout(timer);
  const { event, indexes, arrived, loopUse } = armed;
  armed = null;
  const times = Float64Array.from(indexes, (index) => arrivedAt[index]);
  const busyMs = performance.eventLoopUtilization(loopUse).active;
  parentPort.postMessage({ type: 'arrivals', event, times, busyMs, missing: indexes.length - arrived }, [
    times.buffer,
  ]);
};

// One listener per client and event, kept for the whole run: arming a round costs no timers or promises.
const listen = (event) =>
  clients.forEach(({ socket }, index) =>
    socket.on(event, () => {
      if (armed?.event !== event || !Number.isNaN(arrivedAt[index])) return;
      arrivedAt[index] = nowMs();
      armed.arrived += 1;
      if (armed.arrived === armed.indexes.length) post();
    }),
  );

parentPort.on('message', (message) => {
  switch (message.type) {
    case 'listen':
      return void message.events.forEach(listen);
    case 'arm': {
      const indexes = [];
      clients.forEach(({ member }, index) => {
        if (message.username === undefined || member.username === message.username) indexes.push(index);
      });
      arrivedAt.fill(Number.NaN);
      armed = { event: message.event, indexes, arrived: 0, loopUse: performance.eventLoopUtilization() };
      parentPort.postMessage({ type: 'armed' });
      if (indexes.length === 0) return void post();
      timer = setTimeout(post, message.timeoutMs);
      return;
    }
    case 'close':
      closeClients(clients);
      return void parentPort.close();
  }
});

parentPort.postMessage({ type: 'ramped', connected: clients.length, stopReason: ramp.stopReason });
