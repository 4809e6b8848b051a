// Pure helpers of the agent reports bench: percentiles of the timed calls and the
// printed report against the p95 target. No I/O, so they are unit-tested.

/** The p95 every agent report must keep, through the gateway, on a team of 10,000 members. */
export const TARGET_P95_MS = 300;

/** The nearest-rank percentile (0 < p ≤ 100) of the samples. */
export const percentile = (samples, p) => {
  if (samples.length === 0) throw new RangeError('the percentile of nothing');
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
};

/** Per call its p50 and p95 (ms) and whether the p95 keeps the target. */
export const summarise = (timings, targetMs = TARGET_P95_MS) =>
  Object.fromEntries(
    Object.entries(timings).map(([name, samples]) => {
      const p95 = percentile(samples, 95);
      return [
        name,
        { calls: samples.length, p50: percentile(samples, 50), p95, isOnTarget: p95 <= targetMs },
      ];
    }),
  );

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;

/** The printed lines: one per call, then the verdict. */
export const reportLines = (summary, tree, targetMs = TARGET_P95_MS) => {
  const entries = Object.entries(summary);
  const width = Math.max(...entries.map(([name]) => name.length));
  return [
    `bench/agent-reports: ${tree.members} members, ${tree.bets} bets; sequential calls through the gateway`,
    ...entries.map(
      ([name, figures]) =>
        `  ${name.padEnd(width)}  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  (${figures.calls} calls, target p95 ≤ ${targetMs} ms)${figures.isOnTarget ? '' : '  ABOVE TARGET'}`,
    ),
    entries.every(([, figures]) => figures.isOnTarget) ? '  all on target' : '  some above target',
  ];
};
