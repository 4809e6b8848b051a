// The built mock and the built gateway (serving the built web app) as child
// processes on free ports, configured as a deployment would run them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot, waitForHttp } from '../../scripts/lib.mjs';
import { freshProductionKeys } from '../lib/production-keys.mjs';

const BUILT = [
  'apps/mock-upstream/dist/server.js',
  'apps/gateway/dist/server.js',
  'apps/web/dist/index.html',
];

/** A port nobody listens on now (the OS picks it from its ephemeral range). */
const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

const startNode = (script, env) => {
  const child = spawn(process.execPath, [resolve(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return { child, errors: () => errors };
};

const stop = (child) =>
  new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });

/** Starts the stack; resolves with its URL and a `stop()`. Throws when something is not built or does not start. */
export const startBuiltStack = async () => {
  const missing = BUILT.filter((file) => !existsSync(resolve(repoRoot, file)));
  if (missing.length) throw new Error(`build first (npm run build): missing ${missing.join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const [mockPort, gatewayPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const url = `http://127.0.0.1:${gatewayPort}`;
  const services = [];
  const stopAll = async () => {
    await Promise.all(services.map(({ child }) => stop(child)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const startService = async (name, script, env, healthUrl) => {
    const service = startNode(script, env);
    services.push(service);
    if (!(await waitForHttp(`${healthUrl}/healthz`))) {
      await stopAll();
      throw new Error(`the ${name} did not start: ${service.errors()}`);
    }
  };
  const keys = freshProductionKeys();
  // The mock stands in for the upstream; it is not what is measured, so it only logs warnings.
  await startService(
    'mock upstream',
    'apps/mock-upstream/dist/server.js',
    {
      MOCK_PORT: String(mockPort),
      MOCK_DB: join(dataDir, 'mock.sqlite'),
      QA_API: '0',
      LOG_LEVEL: 'warn',
      FEED_KEY: keys.feedKey,
      SEAMLESS_KEY: keys.seamlessKey,
    },
    mockUrl,
  );
  await startService(
    'gateway',
    'apps/gateway/dist/server.js',
    {
      NODE_ENV: 'production',
      PORT: String(gatewayPort),
      UPSTREAM_URL: mockUrl,
      ALLOWED_ORIGINS: url,
      GATEWAY_SECRET: keys.gatewaySecret,
      FEED_KEY: keys.feedKey,
    },
    url,
  );
  return { url, stop: stopAll };
};
