import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { heapPerConnection, latencyLine, percentile, shareOut, spread, summarise } from './stats.mjs';

describe('socket bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises count, p50, p99 and max', () => {
    expect(summarise([3, 1, 2, 40])).toEqual({ count: 4, p50: 2, p99: 40, max: 40 });
  });

  it('passes a latency line only when the p99 is within the goal and there were deliveries', () => {
    expect(latencyLine('member', [10, 20, 150], 150)).toMatchObject({ isOnTarget: true });
    expect(latencyLine('member', [10, 20, 151], 150)).toMatchObject({ isOnTarget: false });
    const empty = latencyLine('broadcast', [], 150);
    expect(empty.isOnTarget).toBe(false);
    expect(empty.line).toContain('no samples');
  });

  it('shares the heap growth among the connections', () => {
    expect(heapPerConnection(1_000_000, 1_600_000, 10)).toBe(60_000);
    expect(heapPerConnection(1_000_000, 1_600_000, 0)).toBeNaN();
  });

  it('deals every client to exactly one thread, in turn, so each thread holds every member', () => {
    expect(shareOut(7, 3)).toEqual([
      [0, 3, 6],
      [1, 4],
      [2, 5],
    ]);
    expect(shareOut(2, 3)).toEqual([[0], [1], []]);
  });

  it('spreads arrival times from the first to the last, in any order', () => {
    expect(spread(Float64Array.from([105, 100, 160, 130]))).toBe(60);
    expect(spread([42])).toBe(0);
    expect(spread([])).toBe(0);
  });
});
