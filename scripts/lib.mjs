// Shared helpers for the repository scripts (start, test, qa, bench): no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const baseEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

/** Runs a command, streaming its output; resolves with its exit code and captured output. */
export const run = (command, args, { env = baseEnv, capture = false, cwd = repoRoot } = {}) =>
  new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk;
          (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
        });
      }
    }
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output }));
  });

// Native modules (better-sqlite3) are built for one Node ABI: a tree installed
// under another Node is installed again.
const abiMarker = resolve(repoRoot, 'node_modules/.node-abi');

/** True when dependencies are absent, older than the lockfile, or built for another Node. */
export const dependenciesMissing = () => {
  const marker = resolve(repoRoot, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  if (!existsSync(abiMarker) || readFileSync(abiMarker, 'utf8').trim() !== process.versions.modules)
    return true;
  const lock = resolve(repoRoot, 'package-lock.json');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
};

export const installDependencies = async () => {
  if (!dependenciesMissing()) return 0;
  console.log(`Installing dependencies for Node ${process.versions.node} (npm ci)…`);
  // The lockfile pins every version and its integrity, so a cached manifest is never stale for it:
  // --prefer-offline skips asking the registry again for each of ~640 (4 m 57 s against 12 s when
  // the registry was slow; decision 0037). Anything not cached is still fetched.
  const { code } = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
  if (code === 0) writeFileSync(abiMarker, `${process.versions.modules}\n`);
  return code;
};

/** Polls a URL until it answers 2xx or the deadline passes. */
export const waitForHttp = async (url, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};
