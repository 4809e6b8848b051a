// The gateway throughput bench (issue 12): the built mock upstream and the
// built gateway as child processes (LOG_LEVEL=info, NODE_ENV=production, as
// deployed), loaded by autocannon in alternating rounds with the same
// connections and the same request headers (Accept-Encoding included):
//   control              a plain Fastify route of the same gateway replaying the cached read's bytes and headers
//   cached               the cached tRPC read games.vendors, as the web client's batch link asks for it
//   cachedUpstream       the upstream call that read caches, straight at the mock
//   passThrough          the pass-through read system.status through the gateway
//   passThroughUpstream  its upstream call, straight at the mock
// Prints req/s, p50 and p99 per target and the three ratios against their targets.
// Run: `npm run bench:gateway [-- --rounds 3 --seconds 5 --connections 50 --port-base 5100]`
// (or env BENCH_GATEWAY_ROUNDS / _SECONDS / _CONNECTIONS / _PORT_BASE); builds first: `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { waitForHttp } from '../../scripts/lib.mjs';
import { freePort, startChild, stopChild } from '../lib/child-processes.mjs';
import { freshProductionKeys } from '../lib/production-keys.mjs';
import { reportLines, summarise } from './throughput-figures.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const MOCK_SCRIPT = resolve(repoRoot, 'apps/mock-upstream/dist/server.js');
const GATEWAY_SCRIPT = resolve(repoRoot, 'apps/gateway/dist/server.js');
const MERCHANT = 'demo';
const LANGUAGE = 'EN';
// What the web client's httpBatchLink asks for a query without input.
const CACHED_READ = `/trpc/games.vendors?batch=1&input=${encodeURIComponent('{}')}`;
const PASS_THROUGH_READ = `/trpc/system.status?batch=1&input=${encodeURIComponent('{}')}`;
// A browser's headers; every target gets the same ones.
const REQUEST_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'x-language': LANGUAGE,
  'user-agent': 'bench-gateway',
};

const LABELS = {
  control: 'control: plain Fastify route, same bytes',
  cached: 'cached tRPC read games.vendors',
  cachedUpstream: 'its upstream call, direct',
  passThrough: 'pass-through tRPC read system.status',
  passThroughUpstream: 'its upstream call, direct',
};

const settingsOf = (args) => {
  const { values } = parseArgs({
    args,
    options: {
      rounds: { type: 'string', default: process.env.BENCH_GATEWAY_ROUNDS ?? '3' },
      seconds: { type: 'string', default: process.env.BENCH_GATEWAY_SECONDS ?? '5' },
      connections: { type: 'string', default: process.env.BENCH_GATEWAY_CONNECTIONS ?? '50' },
      'port-base': { type: 'string', default: process.env.BENCH_GATEWAY_PORT_BASE ?? '0' },
    },
  });
  const settings = {
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    portBase: Number(values['port-base']),
  };
  for (const [name, value] of Object.entries(settings)) {
    if (!Number.isInteger(value) || value < (name === 'portBase' ? 0 : 1))
      throw new RangeError(`--${name}: a whole number, got ${value}`);
  }
  return settings;
};

/** CPU time a process has used, in µs (Linux /proc; null elsewhere): load-independent cost per request. */
const cpuMicrosOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
};
const CLOCK_TICKS_PER_SECOND = 100;

/** One autocannon run; any error or non-2xx answer makes the figures worthless, so it throws. */
const load = async (target, { connections, seconds }, children = []) => {
  const cpuBefore = children.map((child) => cpuMicrosOf(child.pid));
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  const cpuMicrosPerRequest = children.map((child, index) => {
    const after = cpuMicrosOf(child.pid);
    return after === null || cpuBefore[index] === null
      ? null
      : (after - cpuBefore[index]) / result.requests.total;
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest,
  };
};

/** The bytes as sent (no decoding, unlike fetch) and the headers of one answer. */
const bodyOf = (target) =>
  new Promise((resolvePromise, reject) => {
    get(target.url, { headers: target.headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${target.url} answered ${response.statusCode}`));
        else resolvePromise({ bytes: Buffer.concat(chunks), headers: response.headers });
      });
    }).on('error', reject);
  });

/** The control must send what the cached read sends, or the first ratio means nothing. */
const checkControlMirrorsCachedRead = async (targets) => {
  const [control, cached] = await Promise.all([bodyOf(targets.control), bodyOf(targets.cached)]);
  if (!control.bytes.equals(cached.bytes))
    throw new Error('the control route sends other bytes than the cached read');
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-security-policy'])
    if (control.headers[name] !== cached.headers[name])
      throw new Error(`the control route's ${name} differs from the cached read's`);
  return cached;
};

/** The upstream calls exactly as the gateway makes them (upstream-client.ts), with the browser's headers. */
const upstreamHeaders = {
  ...REQUEST_HEADERS,
  merchant: MERCHANT,
  language: LANGUAGE,
  device: 'web',
  accept: 'application/json',
  'x-forwarded-for': '127.0.0.1',
};

export const main = async (args = process.argv.slice(2)) => {
  const settings = settingsOf(args);
  for (const script of [MOCK_SCRIPT, GATEWAY_SCRIPT])
    if (!existsSync(script)) throw new Error(`${script} is missing: build first (npm run build)`);
  const mockPort = await freePort(settings.portBase, []);
  const gatewayPort = await freePort(settings.portBase, [mockPort]);
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const baseEnv = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
  const keys = freshProductionKeys();
  const mock = startChild(MOCK_SCRIPT, {
    ...baseEnv,
    FEED_KEY: keys.feedKey,
    SEAMLESS_KEY: keys.seamlessKey,
    MOCK_DB: ':memory:',
    MOCK_HOST: '127.0.0.1',
    MOCK_PORT: String(mockPort),
  });
  const gateway = startChild(GATEWAY_SCRIPT, {
    ...baseEnv,
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    UPSTREAM_URL: mockUrl,
    MERCHANT,
    GATEWAY_SECRET: keys.gatewaySecret,
    FEED_KEY: keys.feedKey,
    ALLOWED_ORIGINS: gatewayUrl,
    BENCH_CONTROL_ROUTE: CACHED_READ,
  });
  try {
    if (!(await waitForHttp(`${mockUrl}/healthz`, 30_000)))
      throw new Error('the mock upstream did not start');
    if (!(await waitForHttp(`${gatewayUrl}/healthz`, 30_000))) throw new Error('the gateway did not start');
    const upstreamQuery = new URLSearchParams({
      platform: 'html5-desktop',
      merchantCode: MERCHANT,
      language: LANGUAGE,
    });
    const targets = {
      control: { url: `${gatewayUrl}/__bench/control`, headers: REQUEST_HEADERS },
      cached: { url: `${gatewayUrl}${CACHED_READ}`, headers: REQUEST_HEADERS },
      cachedUpstream: {
        url: `${mockUrl}/wps/relay/GCSGAME_newGameVendor?${upstreamQuery}`,
        headers: upstreamHeaders,
      },
      passThrough: { url: `${gatewayUrl}${PASS_THROUGH_READ}`, headers: REQUEST_HEADERS },
      passThroughUpstream: { url: `${mockUrl}/wps/system/status`, headers: upstreamHeaders },
    };
    // Warm-up (JIT, connection pools, the cache fill), then the timed rounds, each in another order.
    const warmUp = { ...settings, seconds: 1 };
    for (const target of Object.values(targets)) await load(target, warmUp);
    const cached = await checkControlMirrorsCachedRead(targets);
    const identity = await bodyOf({
      ...targets.cached,
      headers: { ...REQUEST_HEADERS, 'accept-encoding': 'identity' },
    });
    const names = Object.keys(targets);
    const rounds = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      const order = round % 2 === 0 ? names : [...names].reverse();
      const figures = {};
      for (const name of order) figures[name] = await load(targets[name], settings, [gateway, mock]);
      rounds.push(Object.fromEntries(names.map((name) => [name, figures[name]])));
    }
    const summary = summarise(rounds);
    for (const line of reportLines(summary, LABELS, settings)) console.log(line);
    const encoding = cached.headers['content-encoding'] ?? 'identity';
    console.log(
      `  games.vendors: ${identity.bytes.length} bytes JSON, ${cached.bytes.length} bytes sent (${encoding})`,
    );
    return summary;
  } finally {
    await Promise.all([stopChild(gateway), stopChild(mock)]);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const summary = await main();
  if (!summary.isOnTarget) process.exitCode = 1;
}
