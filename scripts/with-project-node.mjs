// Runs a repository script under the project's Node (`.nvmrc`): in this
// process when its Node is recent enough, else under the copy that
// node-runtime.mjs fetches once into `.node/`, with that Node first on PATH
// for every child (npm, npx, turbo, the apps). `node scripts/with-project-node.mjs <script> [args…]`
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureProjectNode, isNodeTooOld, projectNodeEnv, projectNodeVersion } from './node-runtime.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/with-project-node.mjs <script> [args…]');
  process.exit(2);
}

if (isNodeTooOld()) {
  const dir = ensureProjectNode();
  console.error(`Running ${script} under Node ${projectNodeVersion} from .node/.`);
  const child = spawn(join(dir, 'bin', 'node'), [script, ...args], {
    stdio: 'inherit',
    env: projectNodeEnv(dir),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // The script sees the argv it would see run directly.
  process.argv.splice(1, 2, resolve(script));
  await import(pathToFileURL(resolve(script)).href);
}
