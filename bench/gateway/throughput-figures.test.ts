import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { median, reportLines, summarise } from './throughput-figures.mjs';

const figure = (requestsPerSecond: number, p50 = 1, p99 = 2) => ({ requestsPerSecond, p50, p99 });
const round = (cached: number, control: number) => ({
  control: figure(control),
  cached: figure(cached),
  cachedUpstream: figure(1000),
  passThrough: figure(700),
  passThroughUpstream: figure(1000),
});

describe('gateway bench figures', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('judges each ratio by the median of the rounds’ own ratios', () => {
    // Round ratios cached/control: 0.4, 0.6, 0.55 → median 0.55, although the median rates give 0.6.
    const summary = summarise([round(4000, 10_000), round(6000, 10_000), round(5500, 10_000)]);
    expect(summary.targets.cached.requestsPerSecond).toBe(5500);
    expect(summary.ratios.map((ratio: { value: number }) => ratio.value)).toEqual([0.55, 5.5, 0.7]);
    expect(summary.isOnTarget).toBe(true);
  });

  it('fails the run when one ratio misses its target', () => {
    const summary = summarise([round(2000, 10_000)]);
    expect(summary.ratios[0]).toMatchObject({ value: 0.2, isOnTarget: false });
    expect(summary.ratios[1]).toMatchObject({ value: 2, isOnTarget: false });
    expect(summary.isOnTarget).toBe(false);
    const lines = reportLines(summary, { cached: 'cached read' }, { connections: 50, rounds: 1, seconds: 5 });
    expect(lines.join('\n')).toContain('cached / control');
    expect(lines.filter((line: string) => line.endsWith('BELOW TARGET'))).toHaveLength(2);
    expect(lines.some((line: string) => line.includes('cached read') && line.includes('2000 req/s'))).toBe(
      true,
    );
  });

  it('reports the median CPU per request of the gateway and the mock when measured', () => {
    const withCpu = (gateway: number | null) => ({
      ...round(5000, 10_000),
      cached: { ...figure(5000), cpuMicrosPerRequest: [gateway, 0] },
    });
    const summary = summarise([withCpu(90), withCpu(60), withCpu(70)]);
    expect(summary.targets.cached.cpuMicrosPerRequest).toEqual([70, 0]);
    const lines = reportLines(summary, {}, { connections: 50, rounds: 3, seconds: 5 });
    expect(lines.find((line: string) => line.includes('cached '))).toContain(
      'cpu µs/req gateway    70 mock     0',
    );
    expect(summarise([withCpu(null)]).targets.cached.cpuMicrosPerRequest).toEqual([null, 0]);
  });
});
