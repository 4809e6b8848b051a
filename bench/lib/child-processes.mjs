// The built servers a bench runs as child processes, on ports of its own.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

const isFree = (port) =>
  new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });

/** A free port: the system's choice, or the first free one from `portBase` on (a shared machine's own range). */
export const freePort = async (portBase, taken) => {
  if (portBase === 0) {
    return new Promise((resolvePromise, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolvePromise(port));
      });
    });
  }
  for (let port = portBase; port < portBase + 100; port += 1) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${portBase}–${portBase + 99}`);
};

export const startChild = (script, env) => {
  // Output is not read: a full pipe would stall the child, and the log's cost is part of production.
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
};

export const stopChild = (child) =>
  new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
