// `npm start`: install what is missing, build, then run the mock upstream
// (which migrates and seeds its SQLite database at start-up) and the gateway,
// which serves the web app at http://localhost:3000.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { baseEnv, installDependencies, repoRoot, run, waitForHttp } from './lib.mjs';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if ((await installDependencies()) !== 0) fail('npm ci failed.');
if ((await run('npx', ['turbo', 'run', 'build'])).code !== 0) fail('The build failed.');
mkdirSync(resolve(repoRoot, 'data'), { recursive: true });

const mockPort = process.env.MOCK_PORT ?? '4000';
const gatewayPort = process.env.PORT ?? '3000';
// People at a terminal read pretty lines; a pipe or a log collector gets JSON (the apps' default).
const logFormat = process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
const children = [];
const startService = (name, script, env) => {
  const child = spawn(process.execPath, [resolve(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...baseEnv, LOG_FORMAT: logFormat, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    console.error(`${name} exited (${code}); stopping.`);
    shutdown(code ?? 1);
  });
  children.push(child);
};

const shutdown = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

startService('mock-upstream', 'apps/mock-upstream/dist/server.js', {
  MOCK_PORT: mockPort,
  QA_API: process.env.QA_API ?? '1',
});
if (!(await waitForHttp(`http://127.0.0.1:${mockPort}/healthz`))) fail('The mock upstream did not start.');

startService('gateway', 'apps/gateway/dist/server.js', {
  PORT: gatewayPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${mockPort}`,
});
if (!(await waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`))) fail('The gateway did not start.');

console.log(`\n  The site is up at http://localhost:${gatewayPort}`);
console.log(`  Mock upstream (QA API: npm run qa -- help) at http://127.0.0.1:${mockPort}\n`);
