// Pure helpers of the socket bench: percentiles of latency samples and the lines it prints.

/** The p-th percentile (0–100) of the samples by the nearest-rank method; NaN when there are none. */
export const percentile = (samples, p) => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
};

/** Count, p50, p99 and max of latency samples in milliseconds. */
export const summarise = (samples) => ({
  count: samples.length,
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  // A loop, not Math.max(...samples): tens of thousands of arguments may overflow the stack.
  max: samples.length === 0 ? Number.NaN : samples.reduce((max, sample) => Math.max(max, sample)),
});

const ms = (value) => `${value.toFixed(1)} ms`;

/** One line for a latency figure against its p99 goal; `isOnTarget` is false without samples. */
export const latencyLine = (label, samples, goalP99Ms) => {
  const { count, p50, p99, max } = summarise(samples);
  const isOnTarget = count > 0 && p99 <= goalP99Ms;
  const figures =
    count === 0 ? 'no samples' : `p50 ${ms(p50)}  p99 ${ms(p99)}  max ${ms(max)}  (${count} deliveries)`;
  return {
    isOnTarget,
    line: `  ${label}: ${figures}; goal p99 ≤ ${goalP99Ms} ms ${isOnTarget ? 'PASS' : 'FAIL'}`,
  };
};

/** Heap per connection in bytes: the growth after GC with the clients connected, shared among them. */
export const heapPerConnection = (heapBefore, heapAfter, connections) =>
  connections > 0 ? (heapAfter - heapBefore) / connections : Number.NaN;

/** The time from the first to the last of arrival times, in the same unit; 0 without any. */
export const spread = (times) => {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const at of times) {
    first = Math.min(first, at);
    last = Math.max(last, at);
  }
  return times.length === 0 ? 0 : last - first;
};

/** Clients 0…total−1 dealt out in turn to `workers` threads: each thread's list of client numbers. */
export const shareOut = (total, workers) => {
  const shares = Array.from({ length: workers }, () => []);
  for (let client = 0; client < total; client += 1) shares[client % workers].push(client);
  return shares;
};
