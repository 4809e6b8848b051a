import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { figuresOf, formatPageLine, medianFigures, missedGoals } from './goals.mjs';

const onGoal = { score: 0.95, fcpMs: 1_200, lcpMs: 2_000, tbtMs: 150, cls: 0.05, mainThreadMs: 1_200 };

describe('lighthouse goals', () => {
  it('accepts figures exactly on the goals', () => {
    expect(missedGoals(onGoal)).toEqual([]);
    expect(formatPageLine('/', onGoal)).toMatch(/ ok$/);
  });

  it('names every goal a page misses', () => {
    const slow = { score: 0.72, fcpMs: 2_400, lcpMs: 3_900, tbtMs: 600, cls: 0.25, mainThreadMs: 8_200 };
    expect(missedGoals(slow)).toEqual(['score', 'FCP', 'LCP', 'TBT', 'CLS']);
    expect(missedGoals({ ...onGoal, tbtMs: 151 })).toEqual(['TBT']);
    expect(formatPageLine('/rng', slow)).toContain('BELOW GOAL: score, FCP, LCP, TBT, CLS');
  });

  it('prints each figure beside its goal', () => {
    const line = formatPageLine('/promotions', { ...onGoal, lcpMs: 1_234, tbtMs: 42.4, cls: 0.0123 });
    expect(line).toContain('score 0.95 (≥ 0.95)');
    expect(line).toContain('LCP 1.23 s (≤ 2 s)');
    expect(line).toContain('TBT 42 ms (≤ 150 ms)');
    expect(line).toContain('FCP 1.20 s (≤ 1.2 s)');
    expect(line).toContain('CLS 0.012 (≤ 0.05)');
    expect(line).toContain('main thread 1.2 s');
  });

  it('takes the median of each figure over the runs', () => {
    const runs = [
      { ...onGoal, score: 0.9, tbtMs: 300 },
      { ...onGoal, score: 0.97, tbtMs: 100 },
      { ...onGoal, score: 0.96, tbtMs: 120 },
    ];
    expect(medianFigures(runs)).toEqual({ ...onGoal, score: 0.96, tbtMs: 120 });
  });

  it('reads the figures out of a Lighthouse result', () => {
    const audit = (numericValue: number) => ({ numericValue });
    const lhr = {
      categories: { performance: { score: 0.88 } },
      audits: {
        'first-contentful-paint': audit(1_100),
        'largest-contentful-paint': audit(2_500),
        'total-blocking-time': audit(90),
        'cumulative-layout-shift': audit(0.02),
        'mainthread-work-breakdown': audit(3_100),
      },
    };
    expect(figuresOf(lhr)).toEqual({
      score: 0.88,
      fcpMs: 1_100,
      lcpMs: 2_500,
      tbtMs: 90,
      cls: 0.02,
      mainThreadMs: 3_100,
    });
  });
});
