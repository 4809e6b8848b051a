// Preloaded into the benched mock (`node --import …`): tells the bench, over the IPC channel, when
// each site status read arrived, on the monotonic clock every process on the machine shares
// (process.hrtime). A broadcast's latency runs from there: the mock's answer (under a millisecond)
// is counted too, rather than timing it from the answer's `finish`, which may come after the
// gateway has already read it.
import { subscribe } from 'node:diagnostics_channel';
import { SYSTEM_PATHS } from '@site/contracts';

subscribe('http.server.request.start', ({ request }) => {
  if (!request.url?.startsWith(SYSTEM_PATHS.status)) return;
  process.send?.({ type: 'status-read', at: Number(process.hrtime.bigint()) / 1e6 });
});

// The bench is gone (ended or crashed): close as on SIGTERM rather than outlive it.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
