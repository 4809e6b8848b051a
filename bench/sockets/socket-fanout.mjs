// The socket bench: built gateways in production configuration with the built mock behind them,
// and socket.io clients ramping to `--clients` (default 10,000, or as many as the machine holds:
// it says what bound it), every one authenticated by a sealed session cookie a gateway's own login
// set. It runs two setups, one after the other, on one mock and one set of members: one gateway
// with every client, and two gateways on one Redis with half the clients each (`--setups 1,2`;
// a setup is its number of gateways). For each it prints the gateways' heap per connection (after
// GC; goal ≤ 60 KB), the latency of member events from the mock to the member's sockets, and of
// the site-status broadcast to every socket (p99 goal ≤ 150 ms each), with the gateways' share of
// the broadcast (their fan-out), then both setups against the goal with the load averages
// (/proc/loadavg) of the moments they were measured: p99 is load-sensitive on a shared machine.
//
// Clocks: every time is process.hrtime (CLOCK_MONOTONIC), which the bench, its client threads and
// the mock share on one machine. A member event is timed from the QA call that causes it, a
// broadcast from the moment the QA switch of the maintenance reached the mock (its probe), to each
// socket's arrival, read in the client thread's listener: the mock's handling, its event feed,
// the gateway's fan-out and the client thread's reading are all in the figure.
//
// Members: `--members` (default 200) QA players each signed in once, their sockets shared out in
// turn (50 a member at 10,000), as a member's tabs and devices would be. Each login costs an
// Argon2id hash at the mock to make the member and another to check the password, so 10,000
// logins would take minutes; a pool keeps the set-up near 10 s and still gives every socket a
// real cookie. A member event then reaches all that member's sockets: the harder case. The
// gateways share one GATEWAY_SECRET, so a cookie any of them sealed opens a socket on each.
//
// Clients: spread over `--client-workers` threads (default: one a core), each with its own event
// loop, as the sockets of many browsers are; one loop reading 10,000 frames one after another
// would add its own backlog (about a second) to the broadcast's tail. Next to the end-to-end
// figure the bench prints the gateways' fan-out (their longest event-loop block) and how busy the
// client threads were, so a reader sees where the time went.
//
// Run: `npm run bench:sockets -- --clients N --members N --events N --rounds N --client-workers N
// --setups 1,2 --redis-url URL`; `--gateway-server FILE` runs another build of the gateway (a
// copy of an earlier dist/ for before/after runs), `--gateway-cpu-prof DIR` writes the gateways'
// CPU profiles there (node --cpu-prof).
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { SOCKET_EVENTS } from '@site/contracts';
import { startClientPool } from './client-pool.mjs';
import { nowMs } from './clients.mjs';
import { inBatches, pendingDeposit, qa, signedInMember } from './members.mjs';
import {
  GATEWAY_SERVER,
  gatewayHeap,
  loopSince,
  startGateways,
  startMock,
  watchGatewayLoop,
} from './stack.mjs';
import { heapPerConnection, latencyLine, percentile, summarise } from './stats.mjs';

export const HEAP_PER_CONNECTION_GOAL_BYTES = 60 * 1024;
export const LATENCY_GOAL_P99_MS = 150;
/** Descriptors the bench and the gateway need besides their sockets (files, pipes, the upstream). */
const SPARE_DESCRIPTORS = 256;
/** Logins hash a password (Argon2id) at the mock: a few at a time keep both cores busy. */
const LOGIN_CONCURRENCY = 4;
const HANDSHAKE_CONCURRENCY = 50;
const DELIVERY_TIMEOUT_MS = 30_000;
/** A quiet second before each broadcast round, so one round's clean-up is not the next one's tail. */
const ROUND_PAUSE_MS = 1_000;
/**
 * The two-gateway setup's Redis: the local one, in a database of its own so the gateways' counters
 * and cache keep apart from other users' (pub/sub channels are the server's, but broadcasts stay
 * local to each gateway and never publish).
 */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/9';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since) => `${((nowMs() - since) / 1000).toFixed(1)} s`;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** How many clients this machine can hold at most, and what limits it: descriptors or local ports. */
const machineCapacity = () => {
  const descriptors = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const limits = [
    {
      by: `file descriptors (ulimit -n ${descriptors}, per process)`,
      clients: descriptors - SPARE_DESCRIPTORS,
    },
    { by: `ephemeral ports (${low}–${high})`, clients: high - low + 1 - SPARE_DESCRIPTORS },
  ];
  return limits.reduce((least, limit) => (limit.clients < least.clients ? limit : least));
};

/** The load averages over 1, 5 and 15 minutes, as /proc/loadavg has them. */
const loadAverages = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Resolves with the time the next QA switch of the maintenance reached the mock (its probe says). */
const nextSwitch = async (mock) => {
  for (;;) {
    const [message] = await once(mock, 'message');
    if (message?.type === 'status-switch') return message.at;
  }
};

/** The gateways' heap in all once they have let go of the bench's sockets (it may take a while to hear of every close). */
const gatewaysHeapOnceClosed = async (gateways, socketsBefore) => {
  const deadline = nowMs() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const heap = await gatewaysHeap(gateways);
    if (heap.sockets <= socketsBefore || nowMs() > deadline) return heap;
    await pause(500);
  }
};

/** The gateways' heaps after GC, resident sets and open TCP sockets, added up. */
const gatewaysHeap = async (gateways) => {
  const heaps = await Promise.all(gateways.map(({ child }) => gatewayHeap(child)));
  return heaps.reduce(
    (sum, heap) => ({
      heapUsed: sum.heapUsed + heap.heapUsed,
      rss: sum.rss + heap.rss,
      sockets: sum.sockets + heap.sockets,
    }),
    { heapUsed: 0, rss: 0, sockets: 0 },
  );
};

/** Member events: approving a member's pending deposit, timed from the QA call to each of their sockets. */
const memberEventLatencies = async ({ mock, pool, orders }) => {
  const latencies = [];
  for (const { member, orderId } of orders) {
    const arrived = await pool.arrivals(SOCKET_EVENTS.deposit, {
      username: member.username,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    const caused = nowMs();
    await qa(mock.mockUrl, 'POST', `/deposits/${orderId}/approve`);
    for (const at of (await arrived()).times) latencies.push(at - caused);
    await pause(50);
  }
  return latencies;
};

/**
 * The broadcast: the site's maintenance switched through the QA API, which the mock pushes at
 * once over its event feed to every gateway, each of which emits `site:status` to its own
 * sockets; timed from the moment the switch reached the mock to each socket's `site:status`.
 */
const broadcastLatencies = async ({ mock, gateways, pool, rounds }) => {
  const latencies = [];
  const gatewayBlocksMs = [];
  const gatewayCpuMs = [];
  const clientThreads = [];
  for (let round = 0; round < rounds; round += 1) {
    await pause(ROUND_PAUSE_MS);
    await Promise.all(gateways.map(({ child }) => watchGatewayLoop(child)));
    const arrived = await pool.arrivals(SOCKET_EVENTS.siteStatus, { timeoutMs: DELIVERY_TIMEOUT_MS });
    const switched = nextSwitch(mock.mock);
    await qa(mock.mockUrl, 'POST', '/maintenance', { on: round % 2 === 0 });
    const at = await switched;
    const { times, perThread } = await arrived();
    const loops = await Promise.all(gateways.map(({ child }) => loopSince(child)));
    gatewayBlocksMs.push(Math.max(...loops.map((loop) => loop.maxMs)));
    gatewayCpuMs.push(loops.reduce((sum, loop) => sum + loop.cpuMs, 0));
    clientThreads.push(perThread);
    for (const arrival of times) latencies.push(arrival - at);
  }
  if (rounds % 2 === 1) await qa(mock.mockUrl, 'POST', '/maintenance', { on: false });
  return { latencies, gatewayBlocksMs, gatewayCpuMs, clientThreads };
};

/**
 * One setup: `gatewayCount` gateways (on one Redis when more than one), `total` clients dealt out
 * to them in turn. Resolves to its figures and whether each is on target.
 */
const runSetup = async ({ mock, members, gatewayCount, total, options }) => {
  const label =
    gatewayCount === 1
      ? `one gateway, ${total} sockets`
      : `${gatewayCount} gateways on one Redis, ${Math.round(total / gatewayCount)} sockets each`;
  console.log(`\n  setup: ${label}`);
  const { gateways, stop } = await startGateways(mock, {
    count: gatewayCount,
    redisUrl: gatewayCount > 1 ? options.redisUrl : null,
    server: options.gatewayServer,
    cpuProfileDir: options.cpuProfileDir,
  });
  let pool = null;
  try {
    let since = nowMs();
    const eventMembers = Array.from(
      { length: options.events },
      (_, index) => members[index % members.length],
    );
    const orders = await inBatches(eventMembers, LOGIN_CONCURRENCY, async (member) => ({
      member,
      orderId: await pendingDeposit(gateways[0], member),
    }));
    console.log(`  ${orders.length} deposits pending: ${seconds(since)}`);

    const before = await gatewaysHeap(gateways);
    since = nowMs();
    const step = Math.max(1, Math.round(total / 5));
    pool = await startClientPool({
      gateways: gateways.map(({ url, origin }) => ({ url, origin })),
      members,
      total,
      workers: options.clientWorkers,
      concurrency: HANDSHAKE_CONCURRENCY,
      events: [SOCKET_EVENTS.deposit, SOCKET_EVENTS.siteStatus],
      onProgress: (connected) => {
        if (connected % step === 0)
          console.log(`  ${String(connected).padStart(6)} connected  ${seconds(since)}`);
      },
    });
    const connected = pool.connected;
    if (pool.stopReason) console.log(`  the ramp stopped at ${connected} clients: ${pool.stopReason}`);
    console.log(
      `  memory: the bench's clients ${mb(process.memoryUsage().rss)} resident, ${mb(freemem())} of ${mb(totalmem())} free on the machine`,
    );
    await pause(2_000);
    const after = await gatewaysHeap(gateways);
    const perConnection = heapPerConnection(before.heapUsed, after.heapUsed, connected);
    const isHeapOnTarget = perConnection <= HEAP_PER_CONNECTION_GOAL_BYTES;
    console.log(
      `  gateway heap after GC (all gateways): ${mb(before.heapUsed)} → ${mb(after.heapUsed)} with ${connected} clients (rss ${mb(after.rss)})`,
    );
    console.log(
      `  heap per connection: ${kb(perConnection)}; goal ≤ ${kb(HEAP_PER_CONNECTION_GOAL_BYTES)} ${isHeapOnTarget ? 'PASS' : 'FAIL'}`,
    );

    const memberSamples = await memberEventLatencies({ mock, pool, orders });
    const member = latencyLine(
      'member event, QA deposit approval → the member’s sockets',
      memberSamples,
      LATENCY_GOAL_P99_MS,
    );
    const memberLoad = loadAverages();
    console.log(`${member.line} (load ${memberLoad})`);
    const { latencies, gatewayBlocksMs, gatewayCpuMs, clientThreads } = await broadcastLatencies({
      mock,
      gateways,
      pool,
      rounds: options.rounds,
    });
    const broadcast = latencyLine(
      'site status broadcast, the QA switch at the mock → every socket',
      latencies,
      LATENCY_GOAL_P99_MS,
    );
    const broadcastLoad = loadAverages();
    console.log(`${broadcast.line} (load ${broadcastLoad})`);
    // The longest block of a loop in the round (the longest of the gateways'): the fan-out at
    // scale, though a collection or a starved CPU on a busy machine shows up there too.
    console.log(
      `    the gateways' longest event-loop block per round (their fan-out): ${gatewayBlocksMs.map((block) => `${block.toFixed(0)} ms`).join(', ')}`,
    );
    // The gateways' CPU time (user and system, all gateways) from arming the round to its last
    // arrival: the fan-out's cost, which the machine's load does not stretch as it does the time.
    console.log(
      `    the gateways' CPU time per round (user + system): ${gatewayCpuMs.map((cpu) => `${cpu.toFixed(0)} ms`).join(', ')}; median ${median(gatewayCpuMs).toFixed(0)} ms`,
    );
    // The client threads' own share, per round and thread: the time their loops were busy (reading
    // frames, parsing packets) until their last arrival, of the time from their first arrival to
    // their last. Busy nearly all the spread: the thread, not the gateway, made the tail.
    console.log(
      `    the client threads' busy time of their arrivals' spread per round: ${clientThreads.map((threads) => threads.map(({ busyMs, spreadMs }) => `${busyMs.toFixed(0)}/${spreadMs.toFixed(0)}`).join(' + ')).join(', ')} ms`,
    );
    await pool.close();
    pool = null;
    const left = await gatewaysHeapOnceClosed(gateways, before.sockets);
    console.log(
      `  gateway heap after GC once the clients left: ${mb(left.heapUsed)} (${mb(left.heapUsed - before.heapUsed)} above before they came; ${left.sockets} TCP sockets open, ${before.sockets} before)`,
    );
    return {
      label,
      connected,
      perConnection,
      member: { ...summarise(memberSamples), isOnTarget: member.isOnTarget, load: memberLoad },
      broadcast: {
        ...summarise(latencies),
        isOnTarget: broadcast.isOnTarget,
        load: broadcastLoad,
        cpuMs: median(gatewayCpuMs),
      },
      isOnTarget: isHeapOnTarget && member.isOnTarget && broadcast.isOnTarget && connected === total,
    };
  } finally {
    await pool?.close();
    await stop();
  }
};

const median = (values) => percentile(values, 50);
const verdict = (isOnTarget) => (isOnTarget ? 'PASS' : 'FAIL');
const p99Line = (name, figure) =>
  `${name} p99 ${figure.p99.toFixed(1)} ms ${verdict(figure.isOnTarget)} (load ${figure.load})`;

export const main = async (argv) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '10000' },
      members: { type: 'string', default: '200' },
      events: { type: 'string', default: '40' },
      rounds: { type: 'string', default: '6' },
      'client-workers': { type: 'string', default: String(cpus().length) },
      setups: { type: 'string', default: '1,2' },
      'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? DEFAULT_REDIS_URL },
      'gateway-server': { type: 'string', default: GATEWAY_SERVER },
      'gateway-cpu-prof': { type: 'string' },
    },
  });
  const wanted = Number(values.clients);
  const capacity = machineCapacity();
  const total = Math.min(wanted, capacity.clients);
  const memberCount = Math.min(Number(values.members), total);
  const setups = values.setups.split(',').map(Number);
  const options = {
    events: Number(values.events),
    rounds: Number(values.rounds),
    clientWorkers: Math.max(1, Math.min(Number(values['client-workers']), total)),
    redisUrl: values['redis-url'],
    gatewayServer: values['gateway-server'],
    cpuProfileDir: values['gateway-cpu-prof'] ?? null,
  };
  console.log(
    `bench/sockets: ${total} socket.io clients on ${memberCount} members in ${options.clientWorkers} client threads; setups of ${setups.join(' and ')} gateway(s) (production config, ${options.gatewayServer})`,
  );
  console.log(
    `  the machine holds at most ${capacity.clients} (bound by ${capacity.by}), ${cpus().length} cores`,
  );
  if (total < wanted) console.log(`  capped from ${wanted}: ${capacity.by}`);

  const mock = await startMock();
  try {
    // Members sign in once, through a gateway of their own: their cookies open sockets on every
    // gateway of every setup (one GATEWAY_SECRET).
    const since = nowMs();
    const signIn = await startGateways(mock, { server: options.gatewayServer });
    const members = await inBatches(Array.from({ length: memberCount }), LOGIN_CONCURRENCY, () =>
      signedInMember(mock.mockUrl, signIn.gateways[0]),
    ).finally(() => signIn.stop());
    console.log(`  ${memberCount} members signed in through a gateway: ${seconds(since)}`);

    const results = [];
    for (const gatewayCount of setups)
      results.push(await runSetup({ mock, members, gatewayCount, total, options }));
    console.log(
      `\n  against the goal (p99 ≤ ${LATENCY_GOAL_P99_MS} ms), load averages (1, 5, 15 min) as measured:`,
    );
    for (const result of results)
      console.log(
        `    ${result.label}: ${p99Line('broadcast', result.broadcast)}, the gateways' CPU ${result.broadcast.cpuMs.toFixed(0)} ms a broadcast; ${p99Line('member events', result.member)}`,
      );
    return {
      clients: Math.min(...results.map((result) => result.connected)),
      results,
      // The goal holds on one process or on two gateways: one setup on target is enough.
      isOnTarget: results.some((result) => result.isOnTarget),
    };
  } finally {
    await mock.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await main(process.argv.slice(2));
  if (!result.isOnTarget) process.exitCode = 1;
}
