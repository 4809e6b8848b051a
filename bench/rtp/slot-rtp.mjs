// The slot RTP benchmark: ≥10^7 spins through the mock's real spin function
// (fair HMAC floats → stops → evaluation), the exact RTP and variance of the
// published paytable (every one of the 32^5 stop combinations), and whether
// the measured RTP lies in the 99 % confidence interval of the published one.
// Worker threads share the work. Run: `npm run bench:rtp` (or `npm run bench`).
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const SLOT_MATH = new URL('../../apps/mock-upstream/src/games/engines/slot/slot-math.ts', import.meta.url)
  .href;
const FAIR_RNG = new URL('../../apps/mock-upstream/src/core/play/fair/fair-rng.ts', import.meta.url).href;

export const DEFAULT_SPINS = 10_000_000;
/** z of a two-sided 99 % interval. */
export const Z_99 = 2.5758293035489;

/** The 99 % interval of the mean of `spins` spins around the published RTP. */
export const confidenceInterval = (rtp, variance, spins) => {
  const halfWidth = Z_99 * Math.sqrt(variance / spins);
  return { low: rtp - halfWidth, high: rtp + halfWidth, halfWidth };
};

const work = async ({ task, rtpBasisPoints, from, to, firstStops, serverSeed }) => {
  const math = await import(SLOT_MATH);
  const fair = await import(FAIR_RNG);
  const model = math.slotModelFor(rtpBasisPoints);
  if (task === 'exhaustive') return math.exhaustiveSums(model, firstStops);
  let sum = 0;
  let sumSquares = 0;
  for (let nonce = from; nonce < to; nonce += 1) {
    const stops = math.stopsOf(
      fair.fairFloats({ serverSeed, clientSeed: 'bench', nonce }, math.REEL_COUNT),
      model,
    );
    const units = math.spinUnits(model, stops);
    sum += units;
    sumSquares += units * units;
  }
  return { sum, sumSquares, spins: to - from };
};

const runWorkers = (jobs) =>
  Promise.all(
    jobs.map(
      (data) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: data });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );

export async function main(argv = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) : fallback;
  };
  const spins = option('spins', DEFAULT_SPINS);
  const rtpBasisPoints = option('rtp', 9600);
  const threads = option('threads', Math.max(1, Math.min(availableParallelism(), 8)));
  const math = await import(SLOT_MATH);
  const published = math.exactRtp(math.slotModelFor(rtpBasisPoints));
  const started = Date.now();

  const stripLength = math.STRIP_LENGTH;
  const exhaustive = math.mergeStats(
    await runWorkers(
      Array.from({ length: threads }, (_, t) => ({
        task: 'exhaustive',
        rtpBasisPoints,
        firstStops: Array.from({ length: stripLength }, (__, i) => i).filter((i) => i % threads === t),
      })),
    ),
  );
  const exhaustiveMs = Date.now() - started;

  const serverSeed = `bench-${Date.now()}`;
  const per = Math.ceil(spins / threads);
  const parts = await runWorkers(
    Array.from({ length: threads }, (_, t) => ({
      task: 'simulate',
      rtpBasisPoints,
      serverSeed,
      from: t * per,
      to: Math.min(spins, (t + 1) * per),
    })),
  );
  const total = parts.reduce((a, p) => ({ sum: a.sum + p.sum, spins: a.spins + p.spins }), {
    sum: 0,
    spins: 0,
  });
  const measured = total.sum / total.spins / math.UNITS_PER_BET;
  const interval = confidenceInterval(published, exhaustive.variance, total.spins);
  const isInside = measured >= interval.low && measured <= interval.high;
  const pct = (x) => `${(x * 100).toFixed(4)}%`;
  console.log(`bench/rtp: 5×3 slot, 20 lines, published RTP ${rtpBasisPoints} bp`);
  console.log(
    `  paytable (exhaustive, ${exhaustive.combinations.toLocaleString('en')} stop combinations, ${(exhaustiveMs / 1000).toFixed(1)} s): RTP ${pct(exhaustive.rtp)} (closed form ${pct(published)}), variance ${exhaustive.variance.toFixed(4)}, hit frequency ${pct(exhaustive.hitFrequency)}`,
  );
  console.log(
    `  simulated ${total.spins.toLocaleString('en')} spins (fair HMAC RNG, ${threads} threads, ${((Date.now() - started - exhaustiveMs) / 1000).toFixed(1)} s): measured RTP ${pct(measured)}`,
  );
  console.log(
    `  99% interval of the published RTP: [${pct(interval.low)}, ${pct(interval.high)}] → ${isInside ? 'INSIDE' : 'OUTSIDE'}`,
  );
  return { isInside, measured, published, interval };
}

if (!isMainThread) {
  parentPort.postMessage(await work(workerData));
} else if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { isInside } = await main();
  if (!isInside) process.exitCode = 1;
}
