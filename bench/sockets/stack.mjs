// The benched stack: the built mock upstream (QA API on) and one or more built gateways in
// production configuration in front of it (several on one Redis), each a child process with an IPC
// channel to the bench.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freshProductionKeys } from '../lib/production-keys.mjs';

const root = resolve(import.meta.dirname, '../..');
const MOCK_SERVER = join(root, 'apps/mock-upstream/dist/server.js');
export const GATEWAY_SERVER = join(root, 'apps/gateway/dist/server.js');
const probe = (name) => new URL(`./${name}`, import.meta.url).href;

/**
 * The gateways read the site status once an hour, the longest SITE_STATUS_POLL_SECONDS allows: the
 * mock pushes a switch at once over its event feed (decision 0019), and that push is the broadcast
 * the bench times. A read that saw the switch would broadcast it a second time, into the first
 * one's tail (production reads every 5 s; the push comes first either way).
 */
export const SITE_STATUS_POLL_SECONDS = 3600;

/** A port nobody listens on now. */
const freePort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
};

const waitForHealth = async (url, child, name) => {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${name} exited (${code}) before it was healthy`);
  });
  const deadline = Date.now() + 60_000;
  const poll = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`${name} was not healthy within 60 s`);
  };
  await Promise.race([poll(), exited]);
};

/** pino's level numbers: warnings and worse reach the bench's output, the audit trail (info) does not. */
const WARN_LEVEL = 40;

const start = (script, execArgv, env) => {
  const child = fork(script, [], {
    cwd: root,
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === undefined || Number(level) >= WARN_LEVEL) console.log(line);
  });
  return child;
};

/** The gateway's environment in production configuration, in front of `mockUrl`, on `port`. */
const gatewayEnvironment = ({ mockUrl, port, keys, redisUrl }) => {
  const url = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    UPSTREAM_URL: mockUrl,
    // Every gateway trusts every other's origin: a member signs in at one and may connect to another.
    ALLOWED_ORIGINS: url,
    GATEWAY_SECRET: keys.gatewaySecret,
    FEED_KEY: keys.feedKey,
    LOG_LEVEL: 'warn',
    SITE_STATUS_POLL_SECONDS: String(SITE_STATUS_POLL_SECONDS),
    // Every bench member signs in from 127.0.0.1; the limits themselves are proven in the gateway's tests.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '100000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
};

/**
 * Starts the mock (QA API on), once for the whole run. Resolves to its URL, the child, the keys the
 * gateways share with it (and with each other: one GATEWAY_SECRET, so a cookie one sealed opens
 * any), and `stop`.
 */
export const startMock = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sockets-'));
  const mockPort = await freePort();
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const keys = freshProductionKeys();
  const mock = start(MOCK_SERVER, ['--import', probe('mock-status-probe.mjs')], {
    FEED_KEY: keys.feedKey,
    SEAMLESS_KEY: keys.seamlessKey,
    MOCK_PORT: String(mockPort),
    MOCK_DB: join(dataDir, 'mock.sqlite'),
    QA_API: '1',
    LOG_LEVEL: 'warn',
  });
  const stop = async () => {
    await stopChild(mock);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${mockUrl}/healthz`, mock, 'the mock upstream');
  } catch (error) {
    await stop();
    throw error;
  }
  return { mockUrl, mock, keys, stop };
};

const stopChild = async (child) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

/**
 * Starts `count` gateways in front of the mock (started first: a gateway opens the mock's event
 * feed as it starts listening), on one Redis when `redisUrl` is given. `server` is the built
 * gateway to run (another build for before/after runs); `cpuProfileDir` adds `--cpu-prof` there.
 * Resolves to each one's URL, origin (the one it trusts) and child process, and `stop`.
 */
export const startGateways = async (
  mock,
  { count = 1, redisUrl = null, server = GATEWAY_SERVER, cpuProfileDir = null } = {},
) => {
  const gateways = [];
  const stop = async () => {
    await Promise.all(gateways.map(({ child }) => stopChild(child)));
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const execArgv = ['--expose-gc', '--import', probe('gateway-heap-probe.mjs')];
      if (cpuProfileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`);
      const child = start(
        resolve(server),
        execArgv,
        gatewayEnvironment({ mockUrl: mock.mockUrl, port, keys: mock.keys, redisUrl }),
      );
      gateways.push({ url, origin: url, child });
      await waitForHealth(`${url}/healthz`, child, 'the gateway');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { gateways, stop };
};

/** Asks the gateway's probe (gateway-heap-probe.mjs) and resolves with its answer. */
const askGateway = async (gateway, type) => {
  gateway.send({ type });
  for (;;) {
    const [message] = await once(gateway, 'message');
    if (message?.type === type) return message;
  }
};

/** The gateway's heap in use after full collections, in bytes, and its resident set. */
export const gatewayHeap = (gateway) => askGateway(gateway, 'heap');

/**
 * Starts watching the gateway's event loop; `loopSince` then answers the longest block since
 * (`maxMs`) and the CPU time the gateway used since (`cpuMs`, user and system), in ms.
 */
export const watchGatewayLoop = (gateway) => askGateway(gateway, 'loop-start');
export const loopSince = async (gateway) => {
  const { maxMs, cpuMs } = await askGateway(gateway, 'loop');
  return { maxMs, cpuMs };
};
