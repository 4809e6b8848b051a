// Preloaded into the benched mock (`node --import …`): tells the bench, over the IPC channel, when
// a QA switch of the site's maintenance reached the mock, on the monotonic clock every process on
// the machine shares (process.hrtime). A broadcast's latency runs from there: the mock's handling
// of the switch, its push over the event feed, the gateway's fan-out and the clients' reading are
// all counted.
import { subscribe } from 'node:diagnostics_channel';

const SWITCH_PATH = '/__qa/maintenance';

subscribe('http.server.request.start', ({ request }) => {
  if (!request.url?.startsWith(SWITCH_PATH)) return;
  process.send?.({ type: 'status-switch', at: Number(process.hrtime.bigint()) / 1e6 });
});

// The bench is gone (ended or crashed): close as on SIGTERM rather than outlive it.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
