import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const STARTUP_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

const isHealthy = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(`${url}/healthz`);
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * Runs `node <args>` from the repository's root with `env` and no other
 * environment, keeping its output, until it answers `/healthz` at `url`;
 * the process and what it has written so far.
 */
export const startChildServer = async (
  name: string,
  args: readonly string[],
  env: Record<string, string>,
  url: string,
): Promise<{ child: ChildProcess; output: () => string }> => {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilHealthy(name, url, child, () => output);
  return { child, output: () => output };
};

/** Waits until the server the child runs answers `/healthz`; `name` and its output explain a failure. */
const waitUntilHealthy = async (
  name: string,
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> => {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output()}`);
    if (await isHealthy(url)) return;
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become healthy in ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
};

/** SIGTERM, then SIGKILL if the child has not exited in time. */
export const stopChild = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
};
