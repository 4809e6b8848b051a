// The project runs on the Node version in `.nvmrc`. A machine with an older
// Node (these reach only the npm registry) gets that version from the npm
// registry's `node-<platform>-<arch>` package, which ships the binary and its
// headers, unpacked once into `.node/` and reused. Native builds
// (better-sqlite3) compile against those headers through npm's `nodedir`.
//
// As a command (`.ci/run`): prints the runtime's folder, fetching it if need be;
// prints nothing when the Node that runs it is already recent enough.
// `with-project-node.mjs` runs the README's commands under it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

export const projectNodeVersion = readFileSync(resolve(repoRoot, '.nvmrc'), 'utf8').trim();

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** True when the Node running this process is older than the project's major. */
export const isNodeTooOld = (running = process.versions.node) =>
  majorOf(running) < majorOf(projectNodeVersion);

const packageName = `node-${process.platform}-${process.arch}`;
export const runtimeDir = resolve(repoRoot, '.node', `${packageName}-${projectNodeVersion}`);

/** Unpacks the registry's Node package into `.node/` unless it is there already. */
export const ensureProjectNode = () => {
  const nodeBinary = join(runtimeDir, 'bin', 'node');
  if (existsSync(nodeBinary)) return runtimeDir;
  console.error(
    `Node ${process.versions.node} is older than this project's ${projectNodeVersion}: ` +
      `fetching ${packageName}@${projectNodeVersion} from the npm registry into .node/ (once)…`,
  );
  mkdirSync(resolve(runtimeDir, '..'), { recursive: true });
  // Unpacked beside its final place, so the rename below stays on one file system.
  const scratch = mkdtempSync(resolve(runtimeDir, '..', 'fetch-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', `${packageName}@${projectNodeVersion}`, '--pack-destination', scratch, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ).trim();
    execFileSync('tar', ['-xzf', join(scratch, tarball), '-C', scratch], { stdio: 'inherit' });
    // Renamed into place last, so an interrupted fetch never leaves a half runtime behind.
    renameSync(join(scratch, 'package'), runtimeDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return runtimeDir;
};

/** The environment that puts the project's Node first for this process and every child (npm, npx, turbo). */
export const projectNodeEnv = (dir, env = process.env) => ({
  ...env,
  PATH: `${join(dir, 'bin')}:${env.PATH ?? ''}`,
  npm_config_nodedir: dir,
});

if (process.argv[1] === fileURLToPath(import.meta.url) && isNodeTooOld()) {
  console.log(ensureProjectNode());
}
