// Preloaded into the benched gateway (`node --expose-gc --import …`), so the bench can look inside
// over the IPC channel without a route in the product. `heap`: two full collections, then the heap
// in use and the TCP sockets open (clients, the upstream's, the listener). `loop-start` / `loop`: the longest the event loop was blocked in between, and the CPU time the
// process used (user and system: the kernel's work of its writes too) — a broadcast
// goes out to every socket in one synchronous pass, so that is the gateway's share of its latency.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const loopDelay = monitorEventLoopDelay({ resolution: 1 });
/** The process's CPU time (user and system) when the watch started: what a round costs, whatever the machine's load. */
let cpuAtStart = null;

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
      cpuAtStart = process.cpuUsage();
      return void process.send({ type: 'loop-start' });
    case 'loop': {
      loopDelay.disable();
      const { user, system } = process.cpuUsage(cpuAtStart);
      return void process.send({ type: 'loop', maxMs: loopDelay.max / 1e6, cpuMs: (user + system) / 1000 });
    }
  }
});

// The bench is gone (ended or crashed): close as on SIGTERM rather than outlive it.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
