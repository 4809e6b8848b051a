import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDay, formatGameTime, gameDay, historyDayOf, shiftDay } from './game-clock';

describe('lottery game clock', () => {
  it('counts down in minutes, hours and days, never below zero', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(64_001)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 10 * 60_000)).toBe('2d 04:10:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it("reads days and times on the game's own clock (UTC+7, 4D UTC+8)", () => {
    const lateEvening = Date.UTC(2026, 10, 24, 16, 30);
    expect(gameDay(lateEvening, 'VN_NORTH')).toBe('2026-11-24');
    expect(gameDay(lateEvening, 'SEA_4D')).toBe('2026-11-25');
    expect(formatGameTime(lateEvening, 'VN_SOUTH')).toBe('24/11/2026 23:30 (UTC+7)');
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
  });

  it('takes a history day from the address only if it is a real day of the last 60', () => {
    const today = '2026-11-25';
    expect(historyDayOf('2026-11-01', today)).toBe('2026-11-01');
    expect(historyDayOf(shiftDay(today, -59), today)).toBe('2026-09-27');
    expect(historyDayOf(shiftDay(today, -60), today)).toBe(today);
    expect(historyDayOf('2026-11-26', today)).toBe(today);
    expect(historyDayOf('2026-02-30', today)).toBe(today);
    expect(historyDayOf(null, today)).toBe(today);
  });
});
