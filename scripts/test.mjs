// `npm test`: lint, typecheck, build, unit and integration tests of every
// workspace, the repository checks, then the Playwright suite in Chromium.
// Ends with the time of each phase and one "N passed, N failed" line over every runner.
import { installDependencies, run } from './lib.mjs';

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/** Counts vitest ("Tests  3 passed | 1 failed") and Playwright ("3 passed", "1 failed") summaries. */
const countResults = (output) => {
  const text = output.replace(ANSI, '');
  let passed = 0;
  let failed = 0;
  for (const line of text.split('\n')) {
    // Turbo prefixes each line with the workspace name, so the summary may not start the line.
    const vitest = /\bTests\s+(\d.*)$/.exec(line);
    const playwright = /^\s*(\d+) (passed|failed|flaky)\b/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    } else if (playwright) {
      if (playwright[2] === 'failed') failed += Number(playwright[1]);
      else passed += Number(playwright[1]);
    }
  }
  return { passed, failed };
};

const steps = [
  ['lint', 'npx', ['turbo', 'run', 'lint']],
  ['lint (repository scripts)', 'npx', ['eslint', 'scripts', 'e2e', 'bench', 'eslint.config.js']],
  ['lint (workspace package.json files agree)', 'npx', ['sherif']],
  ['typecheck', 'npx', ['turbo', 'run', 'typecheck']],
  ['typecheck (e2e)', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']],
  ['build', 'npx', ['turbo', 'run', 'build']],
  ['unit and integration tests', 'npx', ['turbo', 'run', 'test', '--concurrency=2']],
  ['repository checks', 'npx', ['vitest', 'run', '--config', 'scripts/vitest.config.ts']],
  ['end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const formatDuration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};
const startedAt = Date.now();
/** [phase, milliseconds], in the order they ran. */
const phaseTimes = [];
const timed = async (name, work) => {
  const phaseStart = Date.now();
  const result = await work();
  phaseTimes.push([name, Date.now() - phaseStart]);
  return result;
};
const printPhaseTimes = () => {
  console.log('\nPhase times:');
  const width = Math.max(...phaseTimes.map(([name]) => name.length));
  for (const [name, ms] of phaseTimes) console.log(`  ${name.padEnd(width)}  ${formatDuration(ms)}`);
  console.log(`  ${'total'.padEnd(width)}  ${formatDuration(Date.now() - startedAt)}`);
};

if ((await timed('install (npm ci, when needed)', installDependencies)) !== 0) {
  console.error('npm ci failed.');
  process.exit(1);
}

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { code, output } = await timed(name, () => run(command, args, { capture: true }));
  const counts = countResults(output);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (code !== 0) {
    failedSteps.push(name);
    // Lint, typecheck and build failures make later steps meaningless.
    if (!['unit and integration tests', 'repository checks'].includes(name)) break;
  }
}

printPhaseTimes();
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = 1;
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
