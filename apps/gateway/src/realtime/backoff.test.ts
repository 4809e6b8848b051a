import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.js';

const BACKOFF = { initialMs: 500, maxMs: 30_000 };

describe('backoffDelay', () => {
  it('doubles per failure up to the cap', () => {
    const ceilings = [0, 1, 2, 3, 6, 7, 100].map((failures) => backoffDelay(BACKOFF, failures, () => 1));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });

  it('jitters within the upper half of the ceiling', () => {
    expect(backoffDelay(BACKOFF, 2, () => 0)).toBe(1000);
    expect(backoffDelay(BACKOFF, 2, () => 0.5)).toBe(1500);
  });
});
