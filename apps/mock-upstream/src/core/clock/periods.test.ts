import { describe, expect, it } from 'vitest';
import { periodAfter, periodAt } from './periods.js';

/** An instant given in merchant time (UTC+8). */
const local = (iso: string) => Date.parse(`${iso}+08:00`);

const spanOf = (period: Parameters<typeof periodAt>[0], at: string) => {
  const { start, end } = periodAt(period, local(at));
  return [new Date(start).toISOString(), new Date(end).toISOString()];
};

describe('settlement periods (UTC+8)', () => {
  it('cuts real-time periods every 5 minutes and hourly ones on the hour', () => {
    expect(spanOf('realtime', '2026-01-05T03:07:30')).toEqual([
      '2026-01-04T19:05:00.000Z',
      '2026-01-04T19:10:00.000Z',
    ]);
    expect(spanOf('hourly', '2026-01-05T03:59:59')).toEqual([
      '2026-01-04T19:00:00.000Z',
      '2026-01-04T20:00:00.000Z',
    ]);
  });

  it('starts days at the merchant’s midnight', () => {
    expect(spanOf('daily', '2026-01-05T23:59:59')).toEqual([
      '2026-01-04T16:00:00.000Z',
      '2026-01-05T16:00:00.000Z',
    ]);
    expect(spanOf('daily', '2026-01-06T00:00:00')).toEqual([
      '2026-01-05T16:00:00.000Z',
      '2026-01-06T16:00:00.000Z',
    ]);
  });

  it('starts weeks on Monday, across a month', () => {
    // 2026-01-04 is a Sunday: its week began on Monday 2025-12-29.
    expect(spanOf('weekly', '2026-01-04T12:00:00')).toEqual([
      '2025-12-28T16:00:00.000Z',
      '2026-01-04T16:00:00.000Z',
    ]);
    expect(spanOf('weekly', '2026-01-05T00:00:00')).toEqual([
      '2026-01-04T16:00:00.000Z',
      '2026-01-11T16:00:00.000Z',
    ]);
  });

  it('halves months on the 16th and ends them on the 1st, across a year', () => {
    expect(spanOf('semimonthly', '2026-02-15T23:00:00')).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-15T16:00:00.000Z',
    ]);
    expect(spanOf('semimonthly', '2026-02-16T00:00:00')).toEqual([
      '2026-02-15T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
    expect(spanOf('monthly', '2026-12-31T23:59:00')).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('chains periods without gaps', () => {
    for (const period of ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const) {
      let current = periodAt(period, local('2026-01-30T10:00:00'));
      for (let step = 0; step < 30; step++) {
        const next = periodAfter(period, current);
        expect(next.start).toBe(current.end);
        expect(next.end).toBeGreaterThan(next.start);
        current = next;
      }
    }
  });
});
