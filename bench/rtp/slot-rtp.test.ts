import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { confidenceInterval, Z_99 } from './slot-rtp.mjs';

describe('slot RTP bench math', () => {
  it('uses the two-sided 99 % z and the standard error of the mean', () => {
    expect(Z_99).toBeCloseTo(2.5758, 4);
    const interval = confidenceInterval(0.96, 6.25, 10_000_000);
    expect(interval.halfWidth).toBeCloseTo(2.5758293 * Math.sqrt(6.25 / 1e7), 10);
    expect(interval.low).toBeLessThan(0.96);
    expect(interval.high).toBeGreaterThan(0.96);
  });
});
