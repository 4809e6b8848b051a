// Preloaded into the benched gateway (`node --expose-gc --import …`), so the bench can look inside
// over the IPC channel without a route in the product. `heap`: two full collections, then the heap
// in use and the TCP sockets open (clients, the upstream's, the listener). `loop-start` / `loop`: the longest the event loop was blocked in between — a broadcast
// goes out to every socket in one synchronous pass, so that is the gateway's share of its latency.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const loopDelay = monitorEventLoopDelay({ resolution: 1 });

process.on('message', (message) => {
  switch (message?.type) {
    case 'heap': {
      globalThis.gc();
      globalThis.gc();
      const { heapUsed, rss } = process.memoryUsage();
      const sockets = process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;
      return void process.send({ type: 'heap', heapUsed, rss, sockets });
    }
    case 'loop-start':
      loopDelay.reset();
      loopDelay.enable();
      return void process.send({ type: 'loop-start' });
    case 'loop':
      loopDelay.disable();
      return void process.send({ type: 'loop', maxMs: loopDelay.max / 1e6 });
  }
});

// The bench is gone (ended or crashed): close as on SIGTERM rather than outlive it.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
