// The benched stack: the built mock upstream (QA API on) and the built gateway in production
// configuration in front of it, each a child process with an IPC channel to the bench.
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
const GATEWAY_SERVER = join(root, 'apps/gateway/dist/server.js');
const probe = (name) => new URL(`./${name}`, import.meta.url).href;

/** The site status is read every second, the shortest SITE_STATUS_POLL_SECONDS allows. */
export const SITE_STATUS_POLL_SECONDS = 1;

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

/**
 * Starts both; `gatewayEnv` adds to the gateway's environment. Resolves to their URLs, the
 * gateway's origin (the one it trusts), the two child processes, and `stop`.
 */
export const startStack = async (gatewayEnv = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sockets-'));
  const [mockPort, gatewayPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
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
    for (const child of [gateway, mock]) {
      if (!child || child.exitCode !== null) continue;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let gateway = null;
  try {
    // The gateway opens the mock's event feed as it starts listening: the mock comes first.
    await waitForHealth(`${mockUrl}/healthz`, mock, 'the mock upstream');
    gateway = start(GATEWAY_SERVER, ['--expose-gc', '--import', probe('gateway-heap-probe.mjs')], {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      UPSTREAM_URL: mockUrl,
      ALLOWED_ORIGINS: gatewayUrl,
      GATEWAY_SECRET: keys.gatewaySecret,
      FEED_KEY: keys.feedKey,
      LOG_LEVEL: 'warn',
      SITE_STATUS_POLL_SECONDS: String(SITE_STATUS_POLL_SECONDS),
      // Every bench member signs in from 127.0.0.1; the limits themselves are proven in the gateway's tests.
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '100000',
      ...gatewayEnv,
    });
    await waitForHealth(`${gatewayUrl}/healthz`, gateway, 'the gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return { mockUrl, gatewayUrl, origin: gatewayUrl, mock, gateway, stop };
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

/** Starts watching the gateway's event loop; `longestLoopBlock` then answers the longest block since, in ms. */
export const watchGatewayLoop = (gateway) => askGateway(gateway, 'loop-start');
export const longestLoopBlock = async (gateway) => (await askGateway(gateway, 'loop')).maxMs;
