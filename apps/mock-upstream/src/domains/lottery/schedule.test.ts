import { describe, expect, it } from 'vitest';
import { drawCodeOf, localDay, localDayRange, slotsAfter, type TScheduleRule } from './schedule.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

const every = (seconds: number, utcOffsetMinutes = 420): TScheduleRule => ({
  scheduleKind: 'interval',
  intervalSeconds: seconds,
  weekdays: null,
  drawTime: null,
  utcOffsetMinutes,
});

const weekly = (weekdays: number[], drawTime: string, utcOffsetMinutes = 420): TScheduleRule => ({
  scheduleKind: 'weekly',
  intervalSeconds: null,
  weekdays,
  drawTime,
  utcOffsetMinutes,
});

describe('interval schedules', () => {
  it('draws at multiples of the interval since the epoch, strictly after the given time', () => {
    expect(slotsAfter(every(60), at('2026-11-25T06:10:30Z'), 2).map(iso)).toEqual([
      '2026-11-25T06:11:00.000Z',
      '2026-11-25T06:12:00.000Z',
    ]);
    expect(slotsAfter(every(300), at('2026-11-25T06:10:00Z'), 1).map(iso)).toEqual([
      '2026-11-25T06:15:00.000Z',
    ]);
  });

  it('codes a slot by its local day (UTC+7) and its sequence in that day', () => {
    // 06:11 UTC is 13:11 in Vietnam: the 792nd minute of the day.
    expect(drawCodeOf(every(60), at('2026-11-25T06:11:00Z'))).toBe('20261125-0792');
    // Local midnight (17:00 UTC) opens the next day at 0001; the minute before closes the day at 1440.
    expect(drawCodeOf(every(60), at('2026-11-25T17:00:00Z'))).toBe('20261126-0001');
    expect(drawCodeOf(every(60), at('2026-11-25T16:59:00Z'))).toBe('20261125-1440');
    expect(drawCodeOf(every(300), at('2026-11-25T17:05:00Z'))).toBe('20261126-0002');
    expect(drawCodeOf(every(180), at('2026-11-25T16:57:00Z'))).toBe('20261125-0480');
  });

  it('codes SEA slots by the UTC+8 day', () => {
    expect(drawCodeOf(every(60, 480), at('2026-11-25T16:00:00Z'))).toBe('20261126-0001');
    expect(drawCodeOf(every(60, 480), at('2026-11-25T17:00:00Z'))).toBe('20261126-0061');
  });
});

describe('weekly schedules', () => {
  // Hanoi draws on Monday and Thursday at 18:15 UTC+7 (11:15 UTC); 2026-11-23 is a Monday.
  const hanoi = weekly([1, 4], '18:15');

  it('draws on the listed weekdays at the local time, strictly after the given time', () => {
    expect(slotsAfter(hanoi, at('2026-11-23T11:14:59Z'), 3).map(iso)).toEqual([
      '2026-11-23T11:15:00.000Z',
      '2026-11-26T11:15:00.000Z',
      '2026-11-30T11:15:00.000Z',
    ]);
    expect(slotsAfter(hanoi, at('2026-11-23T11:15:00Z'), 1).map(iso)).toEqual(['2026-11-26T11:15:00.000Z']);
  });

  it('codes a draw by its local date', () => {
    expect(drawCodeOf(hanoi, at('2026-11-26T11:15:00Z'))).toBe('20261126');
  });

  it('takes the weekday of the local day, not of UTC', () => {
    // 00:30 on a Wednesday in UTC+8 is 16:30 on the Tuesday in UTC.
    const earlyWednesday = weekly([3], '00:30', 480);
    const [slot] = slotsAfter(earlyWednesday, at('2026-11-24T12:00:00Z'), 1);
    expect(iso(slot ?? 0)).toBe('2026-11-24T16:30:00.000Z');
    expect(drawCodeOf(earlyWednesday, slot ?? 0)).toBe('20261125');
    // Just after it (01:00 Wednesday local), the next is a week later.
    expect(slotsAfter(earlyWednesday, at('2026-11-24T17:00:00Z'), 1).map(iso)).toEqual([
      '2026-12-01T16:30:00.000Z',
    ]);
  });

  it('draws nothing without weekdays', () => {
    expect(slotsAfter(weekly([], '18:15'), at('2026-11-23T00:00:00Z'), 2)).toEqual([]);
  });
});

describe('local days', () => {
  it('names the day of a time at an offset', () => {
    expect(localDay(at('2026-11-25T16:59:59Z'), 420)).toBe('2026-11-25');
    expect(localDay(at('2026-11-25T17:00:00Z'), 420)).toBe('2026-11-26');
  });

  it('gives a local day as a range of UTC times, and null for a malformed date', () => {
    expect(localDayRange('2026-11-26', 420)).toEqual({
      startMs: at('2026-11-25T17:00:00Z'),
      endMs: at('2026-11-26T17:00:00Z'),
    });
    expect(localDayRange('2026-02-30', 420)).toBeNull();
    expect(localDayRange('26-11-2026', 420)).toBeNull();
  });
});
