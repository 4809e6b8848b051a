import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { percentile, reportLines, summarise } from './report-figures.mjs';

describe('agent reports bench figures', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });

  it('judges each call by its p95 against the target and prints the ones above it', () => {
    const summary = summarise({ fast: [10, 20, 30], slow: [100, 200, 400] }, 300);
    expect(summary.fast).toEqual({ calls: 3, p50: 20, p95: 30, targetMs: 300, isOnTarget: true });
    expect(summary.slow).toMatchObject({ p95: 400, isOnTarget: false });
    const lines = reportLines(summary, { members: 10_000, bets: 1_000_000 });
    expect(lines[0]).toContain('10000 members, 1000000 bets');
    expect(lines.filter((line: string) => line.endsWith('ABOVE TARGET'))).toHaveLength(1);
    expect(lines.at(-1)).toBe('  some above target');
  });

  it('holds the team overview and P/L to 150 ms and the other calls to 300 ms, and prints the load', () => {
    const summary = summarise({
      'agent.teamOverview': [160],
      'agent.teamProfitLoss': [140],
      'agent.teamBets': [250],
    });
    expect(summary['agent.teamOverview']).toMatchObject({ targetMs: 150, isOnTarget: false });
    expect(summary['agent.teamProfitLoss']).toMatchObject({ targetMs: 150, isOnTarget: true });
    expect(summary['agent.teamBets']).toMatchObject({ targetMs: 300, isOnTarget: true });
    const lines = reportLines(
      summary,
      { members: 1, bets: 1 },
      { before: [1.5, 2, 2.25], after: [3, 2.5, 2.3] },
    );
    expect(lines.find((line: string) => line.includes('agent.teamOverview'))).toContain(
      'target p95 ≤ 150 ms)  ABOVE TARGET',
    );
    expect(lines).toContain('  load average 1.50 2.00 2.25 before the calls, 3.00 2.50 2.30 after');
  });
});
