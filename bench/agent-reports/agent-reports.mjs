// The agent reports bench (issue 13): the built mock upstream (QA API on, a file
// database) and the built gateway as child processes; the QA API builds a team of
// 10,000 members and 1,000,000 settled bets under a new agent, who signs in through
// the gateway (session.login, its session cookie); then each report is called
// sequentially (≥ 50 times) as the web client calls it, over the last 30 days:
//   agent.teamOverview   (KPI A, B and C of the mock at once)
//   agent.teamBets       (the first page)
//   agent.subordinates
//   agent.teamProfitLoss
// Prints p50 and p95 per call against its target p95: ≤ 150 ms for the overview and the P/L
// (issue 29, decision 0046), ≤ 300 ms for the others; and the load averages around the calls.
// Run: `npm run bench:agent-reports [-- --members 10000 --bets-per-member 100 --calls 50 --port-base 4100]`
// (or env BENCH_AGENT_MEMBERS / _BETS_PER_MEMBER / _CALLS / _PORT_BASE); builds first: `npm run build`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { waitForHttp } from '../../scripts/lib.mjs';
import { freePort, startChild, stopChild } from '../lib/child-processes.mjs';
import { freshProductionKeys } from '../lib/production-keys.mjs';
import { qa, trpc } from '../sockets/members.mjs';
import { reportLines, summarise } from './report-figures.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const MOCK_SCRIPT = resolve(repoRoot, 'apps/mock-upstream/dist/server.js');
const GATEWAY_SCRIPT = resolve(repoRoot, 'apps/gateway/dist/server.js');
const MERCHANT = 'demo';
const DAYS = 30;

const settingsOf = (args) => {
  const { values } = parseArgs({
    args,
    options: {
      members: { type: 'string', default: process.env.BENCH_AGENT_MEMBERS ?? '10000' },
      'bets-per-member': { type: 'string', default: process.env.BENCH_AGENT_BETS_PER_MEMBER ?? '100' },
      calls: { type: 'string', default: process.env.BENCH_AGENT_CALLS ?? '50' },
      'port-base': { type: 'string', default: process.env.BENCH_AGENT_PORT_BASE ?? '0' },
    },
  });
  const settings = {
    members: Number(values.members),
    betsPerMember: Number(values['bets-per-member']),
    calls: Number(values.calls),
    portBase: Number(values['port-base']),
  };
  for (const [name, value] of Object.entries(settings))
    if (!Number.isInteger(value) || value < (name === 'portBase' ? 0 : 1))
      throw new RangeError(`--${name}: a whole number, got ${value}`);
  return settings;
};

/** yyyy-MM-dd of the merchant day (UTC+8) `daysAgo` days before today. */
const merchantDay = (daysAgo) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** `calls` sequential calls of one procedure, after two to warm it; their times in ms. */
const timeCalls = async (gateway, procedure, input, cookie, calls) => {
  const request = { method: 'GET', procedure, input, cookie };
  for (let warm = 0; warm < 2; warm += 1) await trpc(gateway, request);
  const samples = [];
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    await trpc(gateway, request);
    samples.push(performance.now() - started);
  }
  return samples;
};

export const main = async (args = process.argv.slice(2)) => {
  const settings = settingsOf(args);
  for (const script of [MOCK_SCRIPT, GATEWAY_SCRIPT])
    if (!existsSync(script)) throw new Error(`${script} is missing: build first (npm run build)`);
  const mockPort = await freePort(settings.portBase, []);
  const gatewayPort = await freePort(settings.portBase, [mockPort]);
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gateway = { url: gatewayUrl, origin: gatewayUrl };
  const directory = mkdtempSync(join(tmpdir(), 'bench-agent-'));
  const baseEnv = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' };
  const keys = freshProductionKeys();
  const mock = startChild(MOCK_SCRIPT, {
    ...baseEnv,
    FEED_KEY: keys.feedKey,
    SEAMLESS_KEY: keys.seamlessKey,
    MOCK_DB: join(directory, 'mock.sqlite'),
    MOCK_HOST: '127.0.0.1',
    MOCK_PORT: String(mockPort),
    QA_API: '1',
  });
  // The gateway starts once the team is built: the build holds the mock for a minute or more,
  // which would open the gateway's circuit breaker (its status watcher's calls time out).
  const startGateway = () =>
    startChild(GATEWAY_SCRIPT, {
      ...baseEnv,
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      UPSTREAM_URL: mockUrl,
      MERCHANT,
      GATEWAY_SECRET: keys.gatewaySecret,
      FEED_KEY: keys.feedKey,
      ALLOWED_ORIGINS: gateway.url,
    });
  let gatewayChild;
  try {
    if (!(await waitForHttp(`${mockUrl}/healthz`, 30_000)))
      throw new Error('the mock upstream did not start');
    const buildStarted = performance.now();
    const tree = await qa(mockUrl, 'POST', '/agent/tree', {
      members: settings.members,
      betsPerMember: settings.betsPerMember,
      days: DAYS,
    });
    console.log(
      `bench/agent-reports: QA tree built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`,
    );
    gatewayChild = startGateway();
    if (!(await waitForHttp(`${gateway.url}/healthz`, 30_000))) throw new Error('the gateway did not start');
    const login = await trpc(gateway, {
      method: 'POST',
      procedure: 'session.login',
      input: { username: tree.agentUsername, password: tree.password },
    });
    const cookie = login.setCookies.map((line) => line.split(';')[0]).join('; ');
    if (!cookie) throw new Error('the agent login set no cookie');
    const range = { startDate: merchantDay(DAYS - 1), endDate: merchantDay(0) };
    const timings = {};
    const loadBefore = loadavg();
    for (const [procedure, input] of [
      ['agent.teamOverview', range],
      ['agent.teamBets', { ...range, pageNo: 1, pageSize: 10 }],
      ['agent.subordinates', { ...range, pageNo: 1, pageSize: 10 }],
      ['agent.teamProfitLoss', range],
    ])
      timings[procedure] = await timeCalls(gateway, procedure, input, cookie, settings.calls);
    const load = { before: loadBefore, after: loadavg() };
    const summary = summarise(timings);
    for (const line of reportLines(summary, tree, load)) console.log(line);
    return { summary, load, isOnTarget: Object.values(summary).every((figures) => figures.isOnTarget) };
  } finally {
    await Promise.all([gatewayChild ? stopChild(gatewayChild) : undefined, stopChild(mock)]);
    rmSync(directory, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await main();
  if (!result.isOnTarget) process.exitCode = 1;
}
