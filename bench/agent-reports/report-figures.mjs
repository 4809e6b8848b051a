// Pure helpers of the agent reports bench: percentiles of the timed calls and the
// printed report against each call's p95 target. No I/O, so they are unit-tested.

/** The p95 every agent report must keep (issue 13), through the gateway, on a team of 10,000 members. */
export const TARGET_P95_MS = 300;

/**
 * Calls with a tighter goal (issue 29): the team overview and the team P/L, which read the
 * per-upline daily rollups (decision 0046). The others keep TARGET_P95_MS.
 */
export const CALL_TARGETS_P95_MS = { 'agent.teamOverview': 150, 'agent.teamProfitLoss': 150 };

/** The nearest-rank percentile (0 < p ≤ 100) of the samples. */
export const percentile = (samples, p) => {
  if (samples.length === 0) throw new RangeError('the percentile of nothing');
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile in (0, 100], got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
};

/** A call's target: one number for every call, or a call → target map (TARGET_P95_MS for the calls it lacks). */
const targetOf = (targets, name) =>
  typeof targets === 'number' ? targets : (targets[name] ?? TARGET_P95_MS);

/** Per call its p50 and p95 (ms), its target and whether the p95 keeps it. */
export const summarise = (timings, targets = CALL_TARGETS_P95_MS) =>
  Object.fromEntries(
    Object.entries(timings).map(([name, samples]) => {
      const p95 = percentile(samples, 95);
      const targetMs = targetOf(targets, name);
      return [
        name,
        { calls: samples.length, p50: percentile(samples, 50), p95, targetMs, isOnTarget: p95 <= targetMs },
      ];
    }),
  );

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
const loads = (averages) => averages.map((value) => value.toFixed(2)).join(' ');

/**
 * The printed lines: one per call against its target, then the verdict; with the machine's
 * load averages (1, 5, 15 minutes) before and after the timed calls when given, as the
 * figures of a shared machine mean little without them.
 */
export const reportLines = (summary, tree, load) => {
  const entries = Object.entries(summary);
  const width = Math.max(...entries.map(([name]) => name.length));
  return [
    `bench/agent-reports: ${tree.members} members, ${tree.bets} bets; sequential calls through the gateway`,
    ...entries.map(
      ([name, figures]) =>
        `  ${name.padEnd(width)}  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  (${figures.calls} calls, target p95 ≤ ${figures.targetMs} ms)${figures.isOnTarget ? '' : '  ABOVE TARGET'}`,
    ),
    ...(load ? [`  load average ${loads(load.before)} before the calls, ${loads(load.after)} after`] : []),
    entries.every(([, figures]) => figures.isOnTarget) ? '  all on target' : '  some above target',
  ];
};
