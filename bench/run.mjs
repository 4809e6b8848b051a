// `npm run bench`: every benchmark in bench/, printing its figures.
import { resolve } from 'node:path';
import { main as runAgentReports } from './agent-reports/agent-reports.mjs';
import { main as runGateway } from './gateway/gateway-throughput.mjs';
import { main as runLedger } from './ledger/ledger-throughput.mjs';
import { main as runLighthouse } from './lighthouse/lighthouse-pages.mjs';
import { main as runSlotRtp } from './rtp/slot-rtp.mjs';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from './size/first-load.mjs';
import { main as runSockets } from './sockets/socket-fanout.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const dist = resolve(import.meta.dirname, '../apps/web/dist');

try {
  const { scripts, gzipBytes } = measureFirstLoad(dist);
  console.log('bench/size: home route first-load JS (gzip)');
  for (const s of scripts)
    console.log(
      `  ${s.url.padEnd(48)} ${kb(s.rawBytes).padStart(10)} raw ${kb(s.gzipBytes).padStart(10)} gzip`,
    );
  // The budget is issue 29's goal (decision 0045).
  const isWithinBudget = gzipBytes < FIRST_LOAD_BUDGET_BYTES;
  console.log(
    `  total ${kb(gzipBytes)} of a ${kb(FIRST_LOAD_BUDGET_BYTES)} budget (${((gzipBytes / FIRST_LOAD_BUDGET_BYTES) * 100).toFixed(0)}%): ${isWithinBudget ? 'ok' : `over by ${kb(gzipBytes - FIRST_LOAD_BUDGET_BYTES)}`}`,
  );
  if (!isWithinBudget) process.exitCode = 1;
} catch (error) {
  console.error(`bench/size: build the web app first (npm run build): ${error.message}`);
  process.exitCode = 1;
}

// bench/rtp: ≥10^7 slot spins through the mock's spin function against the published RTP.
const rtp = await runSlotRtp([]);
if (!rtp.isInside) process.exitCode = 1;

// bench/ledger: double-entry bets per second through the mock's ledger against raw SQLite (ratio ≥ 0.8).
const ledger = await runLedger([]);
if (!ledger.isOnTarget) process.exitCode = 1;

// bench/sockets: socket.io clients on one gateway (10,000 unless BENCH_SOCKET_CLIENTS says otherwise):
// heap per connection and the p99 of member events and of a broadcast.
try {
  const sockets = await runSockets(['--clients', process.env.BENCH_SOCKET_CLIENTS ?? '10000']);
  if (!sockets.isOnTarget) process.exitCode = 1;
} catch (error) {
  console.error(`bench/sockets: build the gateway and the mock first (npm run build): ${error.message}`);
  process.exitCode = 1;
}

// bench/lighthouse: Lighthouse mobile on /, /rng and /promotions of the built site against the goals.
try {
  const lighthouse = await runLighthouse([]);
  if (!lighthouse.isOnTarget) process.exitCode = 1;
} catch (error) {
  console.error(`bench/lighthouse: ${error.message}`);
  process.exitCode = 1;
}

// bench/gateway: the cached and pass-through reads against a plain route and the upstream (issue 12).
try {
  const gateway = await runGateway([]);
  if (!gateway.isOnTarget) process.exitCode = 1;
} catch (error) {
  console.error(`bench/gateway: ${error.message}`);
  process.exitCode = 1;
}

// bench/agent-reports: the agent centre's reports through the gateway on a team of 10,000 members
// and 1,000,000 bets (p95 ≤ 150 ms for the team overview and P/L, ≤ 300 ms for the others).
try {
  const agentReports = await runAgentReports([]);
  if (!agentReports.isOnTarget) process.exitCode = 1;
} catch (error) {
  console.error(`bench/agent-reports: ${error.message}`);
  process.exitCode = 1;
}
