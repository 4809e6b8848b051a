import { describe, expect, it } from 'vitest';
import { currentRound, isBettingOpen, lastEndedRound, roundWindow } from './schedule.js';

const schedule = { epochMs: 1_000_000, bettingMs: 20_000, revealMs: 10_000 };

describe('timed table rounds', () => {
  it('slices time into rounds of betting then reveal', () => {
    expect(roundWindow(schedule, 0)).toEqual({
      roundNo: 0,
      opensAt: 1_000_000,
      closesAt: 1_020_000,
      endsAt: 1_030_000,
    });
    expect(roundWindow(schedule, 3)).toMatchObject({
      opensAt: 1_090_000,
      closesAt: 1_110_000,
      endsAt: 1_120_000,
    });
  });

  it.each([
    [1_000_000, 0, 'betting'],
    [1_019_999, 0, 'betting'],
    [1_020_000, 0, 'revealing'],
    [1_029_999, 0, 'revealing'],
    [1_030_000, 1, 'betting'],
    [1_095_000, 3, 'betting'],
  ])('at %i the round is %i, %s', (now, roundNo, phase) => {
    expect(currentRound(schedule, now)).toMatchObject({ roundNo, phase });
  });

  it('takes bets only in the round window before it closes', () => {
    expect(isBettingOpen(schedule, 1, 1_030_000)).toBe(true);
    expect(isBettingOpen(schedule, 1, 1_050_000)).toBe(false);
    expect(isBettingOpen(schedule, 2, 1_030_000)).toBe(false);
  });

  it('knows the last round whose reveal is over', () => {
    expect(lastEndedRound(schedule, 1_029_999)).toBe(-1);
    expect(lastEndedRound(schedule, 1_030_000)).toBe(0);
    expect(lastEndedRound(schedule, 1_125_000)).toBe(3);
  });
});
