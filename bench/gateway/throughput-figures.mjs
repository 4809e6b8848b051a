// Pure helpers of the gateway throughput bench: medians, the ratios against
// their targets, and the printed report. No I/O, so they are unit-tested.

/** The ratios the bench judges, each `numerator / denominator` of two targets' req/s. */
export const RATIOS = [
  { name: 'cached / control', numerator: 'cached', denominator: 'control', target: 0.5 },
  { name: 'cached / upstream', numerator: 'cached', denominator: 'cachedUpstream', target: 3 },
  {
    name: 'pass-through / upstream',
    numerator: 'passThrough',
    denominator: 'passThroughUpstream',
    target: 0.6,
  },
];

export const median = (values) => {
  if (values.length === 0) throw new RangeError('the median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per process (gateway, mock) the median CPU µs per request, or null where it was not measured. */
const medianCpu = (perRound) => {
  const processes = perRound[0]?.length ?? 0;
  return Array.from({ length: processes }, (_, index) => {
    const values = perRound.map((cpu) => cpu[index]);
    return values.some((value) => value === null) ? null : median(values);
  });
};

/**
 * Per target the median req/s, p50 and p99 over the rounds; per ratio the
 * median of the rounds' own ratios (both sides of a round ran back to back,
 * so load from elsewhere on the machine hits both).
 * `rounds`: one object per round, target name → { requestsPerSecond, p50, p99 }.
 */
export const summarise = (rounds) => {
  const targetNames = Object.keys(rounds[0] ?? {});
  const targets = Object.fromEntries(
    targetNames.map((name) => [
      name,
      {
        requestsPerSecond: median(rounds.map((round) => round[name].requestsPerSecond)),
        p50: median(rounds.map((round) => round[name].p50)),
        p99: median(rounds.map((round) => round[name].p99)),
        cpuMicrosPerRequest: medianCpu(rounds.map((round) => round[name].cpuMicrosPerRequest)),
      },
    ]),
  );
  const ratios = RATIOS.map(({ name, numerator, denominator, target }) => {
    const value = median(
      rounds.map((round) => round[numerator].requestsPerSecond / round[denominator].requestsPerSecond),
    );
    return { name, value, target, isOnTarget: value >= target };
  });
  return { targets, ratios, isOnTarget: ratios.every((ratio) => ratio.isOnTarget) };
};

/** CPU per request of the gateway and the mock: what load from elsewhere on the machine skews least. */
const cpuColumns = (cpuMicrosPerRequest = []) =>
  cpuMicrosPerRequest.every((value) => value === null)
    ? ''
    : `  cpu µs/req gateway ${String(Math.round(cpuMicrosPerRequest[0] ?? 0)).padStart(5)} mock ${String(Math.round(cpuMicrosPerRequest[1] ?? 0)).padStart(5)}`;

/** The printed lines: one per target, then one per ratio with its target and verdict. */
export const reportLines = (summary, labels, settings) => [
  `bench/gateway: ${settings.connections} connections, ${settings.rounds} alternating rounds of ${settings.seconds} s per target (medians)`,
  ...Object.entries(summary.targets).map(
    ([name, { requestsPerSecond, p50, p99, cpuMicrosPerRequest }]) =>
      `  ${(labels[name] ?? name).padEnd(44)} ${requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms${cpuColumns(cpuMicrosPerRequest)}`,
  ),
  ...summary.ratios.map(
    ({ name, value, target, isOnTarget }) =>
      `  ratio ${name.padEnd(24)} ${value.toFixed(2).padStart(6)} (target ≥ ${target}) ${isOnTarget ? 'ok' : 'BELOW TARGET'}`,
  ),
];
