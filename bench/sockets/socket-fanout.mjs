// The socket bench: one built gateway in production configuration with the built mock behind it,
// and socket.io clients ramping to `--clients` (default 10,000, or as many as the machine holds:
// it says what bound it), every one authenticated by a sealed session cookie the gateway's own
// login set. Prints the gateway's heap per connection (after GC; goal ≤ 60 KB), the latency of
// member events from the mock to the member's sockets, and of the site-status broadcast to every
// socket (p99 goal ≤ 150 ms each), with the gateway's share of the broadcast (its fan-out).
//
// Members: `--members` (default 200) QA players each signed in once, their sockets shared out in
// turn (50 a member at 10,000), as a member's tabs and devices would be. Each login costs an
// Argon2id hash at the mock to make the member and another to check the password, so 10,000
// logins would take minutes; a pool keeps the set-up near 10 s and still gives every socket a
// real cookie. A member event then reaches all that member's sockets: the harder case.
//
// Clients: spread over `--client-workers` threads (default: one a core), each with its own event
// loop, as the sockets of many browsers are; one loop reading 10,000 frames one after another
// would add its own backlog (about a second) to the broadcast's tail. Next to the end-to-end
// figure the bench prints the gateway's fan-out (its longest event-loop block) and how busy the
// client threads were, so a reader sees where the time went.
// Run: `npm run bench:sockets -- --clients N --members N --events N --rounds N --client-workers N`.
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
  gatewayHeap,
  longestLoopBlock,
  SITE_STATUS_POLL_SECONDS,
  startStack,
  watchGatewayLoop,
} from './stack.mjs';
import { heapPerConnection, latencyLine } from './stats.mjs';

export const HEAP_PER_CONNECTION_GOAL_BYTES = 60 * 1024;
export const LATENCY_GOAL_P99_MS = 150;
/** Descriptors the bench and the gateway need besides their sockets (files, pipes, the upstream). */
const SPARE_DESCRIPTORS = 256;
/** Logins hash a password (Argon2id) at the mock: a few at a time keep both cores busy. */
const LOGIN_CONCURRENCY = 4;
const HANDSHAKE_CONCURRENCY = 50;
const DELIVERY_TIMEOUT_MS = 30_000;

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

/** Resolves with the time the gateway's next site status read reaches the mock. */
const nextStatusRead = async (mock) => {
  for (;;) {
    const [message] = await once(mock, 'message');
    if (message?.type === 'status-read') return message.at;
  }
};

/** The gateway's heap once it has let go of the bench's sockets (it may take a while to hear of every close). */
const gatewayHeapOnceClosed = async (gateway, socketsBefore) => {
  const deadline = nowMs() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const heap = await gatewayHeap(gateway);
    if (heap.sockets <= socketsBefore || nowMs() > deadline) return heap;
    await pause(500);
  }
};

/** Member events: approving a member's pending deposit, timed from the QA call to each of their sockets. */
const memberEventLatencies = async ({ stack, pool, orders }) => {
  const latencies = [];
  for (const { member, orderId } of orders) {
    const arrived = await pool.arrivals(SOCKET_EVENTS.deposit, {
      username: member.username,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    const caused = nowMs();
    await qa(stack.mockUrl, 'POST', `/deposits/${orderId}/approve`);
    for (const at of (await arrived()).times) latencies.push(at - caused);
    await pause(50);
  }
  return latencies;
};

/**
 * The broadcast: the site's maintenance switched through the QA API just after the gateway read
 * the status, timed from the moment the gateway's next read (the first to carry the change)
 * reached the mock to each socket's `site:status`. A round whose change was read while the QA
 * call was still on its way back (a loaded machine) cannot be timed so, and is left out.
 */
const broadcastLatencies = async ({ stack, pool, rounds }) => {
  const latencies = [];
  const gatewayBlocksMs = [];
  const clientThreads = [];
  for (let round = 0; round < rounds; round += 1) {
    await nextStatusRead(stack.mock);
    await watchGatewayLoop(stack.gateway);
    const arrived = await pool.arrivals(SOCKET_EVENTS.siteStatus, { timeoutMs: DELIVERY_TIMEOUT_MS });
    await qa(stack.mockUrl, 'POST', '/maintenance', { on: round % 2 === 0 });
    const sent = await nextStatusRead(stack.mock);
    const { times, perThread } = await arrived();
    gatewayBlocksMs.push(await longestLoopBlock(stack.gateway));
    clientThreads.push(perThread);
    if (Math.min(...times) < sent) {
      console.log(
        `    broadcast round ${round + 1} left out: its change was read before the QA call returned`,
      );
      continue;
    }
    for (const at of times) latencies.push(at - sent);
  }
  if (rounds % 2 === 1) await qa(stack.mockUrl, 'POST', '/maintenance', { on: false });
  return { latencies, gatewayBlocksMs, clientThreads };
};

export const main = async (argv) => {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '10000' },
      members: { type: 'string', default: '200' },
      events: { type: 'string', default: '40' },
      rounds: { type: 'string', default: '4' },
      'client-workers': { type: 'string', default: String(cpus().length) },
    },
  });
  const wanted = Number(values.clients);
  const capacity = machineCapacity();
  const total = Math.min(wanted, capacity.clients);
  const memberCount = Math.min(Number(values.members), total);
  const clientWorkers = Math.max(1, Math.min(Number(values['client-workers']), total));
  console.log(
    `bench/sockets: ${total} socket.io clients on ${memberCount} members in ${clientWorkers} client threads, one gateway (production config)`,
  );
  console.log(
    `  the machine holds at most ${capacity.clients} (bound by ${capacity.by}), ${cpus().length} cores`,
  );
  if (total < wanted) console.log(`  capped from ${wanted}: ${capacity.by}`);

  const stack = await startStack();
  const gateway = { url: stack.gatewayUrl, origin: stack.origin };
  let pool = null;
  try {
    let since = nowMs();
    const members = await inBatches(Array.from({ length: memberCount }), LOGIN_CONCURRENCY, () =>
      signedInMember(stack.mockUrl, gateway),
    );
    const eventMembers = Array.from(
      { length: Number(values.events) },
      (_, index) => members[index % memberCount],
    );
    const orders = await inBatches(eventMembers, LOGIN_CONCURRENCY, async (member) => ({
      member,
      orderId: await pendingDeposit(gateway, member),
    }));
    console.log(
      `  ${memberCount} members signed in through the gateway, ${orders.length} deposits pending: ${seconds(since)}`,
    );

    const before = await gatewayHeap(stack.gateway);
    since = nowMs();
    const step = Math.max(1, Math.round(total / 10));
    pool = await startClientPool({
      gateway,
      members,
      total,
      workers: clientWorkers,
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
    const after = await gatewayHeap(stack.gateway);
    const perConnection = heapPerConnection(before.heapUsed, after.heapUsed, connected);
    const isHeapOnTarget = perConnection <= HEAP_PER_CONNECTION_GOAL_BYTES;
    console.log(
      `  gateway heap after GC: ${mb(before.heapUsed)} → ${mb(after.heapUsed)} with ${connected} clients (rss ${mb(after.rss)})`,
    );
    console.log(
      `  heap per connection: ${kb(perConnection)}; goal ≤ ${kb(HEAP_PER_CONNECTION_GOAL_BYTES)} ${isHeapOnTarget ? 'PASS' : 'FAIL'}`,
    );

    const member = latencyLine(
      'member event, QA deposit approval → the member’s sockets',
      await memberEventLatencies({ stack, pool, orders }),
      LATENCY_GOAL_P99_MS,
    );
    console.log(member.line);
    const { latencies, gatewayBlocksMs, clientThreads } = await broadcastLatencies({
      stack,
      pool,
      rounds: Number(values.rounds),
    });
    const broadcast = latencyLine(
      `site status broadcast, the gateway’s read (every ${SITE_STATUS_POLL_SECONDS} s) → every socket`,
      latencies,
      LATENCY_GOAL_P99_MS,
    );
    console.log(broadcast.line);
    // The longest block of the loop in the round: the fan-out at scale, though a collection or
    // a starved CPU on a busy machine shows up there too.
    console.log(
      `    the gateway's longest event-loop block per round (its fan-out): ${gatewayBlocksMs.map((block) => `${block.toFixed(0)} ms`).join(', ')}`,
    );
    // The client threads' own share, per round and thread: the time their loops were busy (reading
    // frames, parsing packets) until their last arrival, of the time from their first arrival to
    // their last. Busy nearly all the spread: the thread, not the gateway, made the tail.
    console.log(
      `    the client threads' busy time of their arrivals' spread per round: ${clientThreads.map((threads) => threads.map(({ busyMs, spreadMs }) => `${busyMs.toFixed(0)}/${spreadMs.toFixed(0)}`).join(' + ')).join(', ')} ms`,
    );
    await pool.close();
    pool = null;
    const left = await gatewayHeapOnceClosed(stack.gateway, before.sockets);
    console.log(
      `  gateway heap after GC once the clients left: ${mb(left.heapUsed)} (${mb(left.heapUsed - before.heapUsed)} above before they came; ${left.sockets} TCP sockets open, ${before.sockets} before)`,
    );
    return {
      clients: connected,
      perConnection,
      isOnTarget: isHeapOnTarget && member.isOnTarget && broadcast.isOnTarget && connected === total,
    };
  } finally {
    await pool?.close();
    await stack.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await main(process.argv.slice(2));
  if (!result.isOnTarget) process.exitCode = 1;
}
