import type { TLotterySchedule } from '../../db/schema-lottery.js';

/**
 * When a lottery game draws (docs/history/lottery-interfaces.md "Games, formats,
 * schedules"), pure. Interval games draw at n × interval ms since the epoch;
 * weekly games on their weekdays at a local time. Draw codes name the local
 * day (`yyyyMMdd`), then for interval games the slot's 1-based sequence in
 * that day (`yyyyMMdd-NNNN`). Times are ms on the game's clock.
 */
export type TScheduleRule = Pick<
  TLotterySchedule,
  'scheduleKind' | 'intervalSeconds' | 'weekdays' | 'drawTime' | 'utcOffsetMinutes'
>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The local day of `ms` at a UTC offset, yyyy-MM-dd. */
export const localDay = (ms: number, utcOffsetMinutes: number): string =>
  new Date(ms + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);

/** When the local day holding `ms` starts, ms since the epoch. */
const localDayStart = (ms: number, utcOffsetMinutes: number): number => {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  return Math.floor((ms + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
};

/** The local day `yyyy-MM-dd` as [start, end) in ms since the epoch; null for a malformed date. */
export const localDayRange = (
  day: string,
  utcOffsetMinutes: number,
): { startMs: number; endMs: number } | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day) return null;
  const startMs = utcMidnight - utcOffsetMinutes * MINUTE_MS;
  return { startMs, endMs: startMs + DAY_MS };
};

const intervalMsOf = (schedule: TScheduleRule): number => {
  const seconds = schedule.intervalSeconds;
  if (!seconds || seconds <= 0) throw new Error('an interval schedule needs intervalSeconds > 0');
  return seconds * 1000;
};

/** Minutes after local midnight of `HH:mm`. */
const minutesOfDay = (time: string | null): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!match) throw new Error(`a weekly schedule needs drawTime HH:mm, not ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** The next `count` draw times strictly after `fromMs`. */
export const slotsAfter = (schedule: TScheduleRule, fromMs: number, count: number): number[] => {
  if (schedule.scheduleKind === 'interval') {
    const intervalMs = intervalMsOf(schedule);
    const first = (Math.floor(fromMs / intervalMs) + 1) * intervalMs;
    return Array.from({ length: count }, (_, index) => first + index * intervalMs);
  }
  const weekdays = new Set(schedule.weekdays ?? []);
  if (weekdays.size === 0 || count <= 0) return [];
  const offsetMs = schedule.utcOffsetMinutes * MINUTE_MS;
  const timeMs = minutesOfDay(schedule.drawTime) * MINUTE_MS;
  const slots: number[] = [];
  for (
    let dayStart = localDayStart(fromMs, schedule.utcOffsetMinutes);
    slots.length < count;
    dayStart += DAY_MS
  ) {
    const slot = dayStart + timeMs;
    const weekday = new Date(dayStart + offsetMs).getUTCDay();
    if (weekdays.has(weekday) && slot > fromMs) slots.push(slot);
  }
  return slots;
};

/** The code of the draw at `slotMs`: `yyyyMMdd` (weekly) or `yyyyMMdd-NNNN` (interval). */
export const drawCodeOf = (schedule: TScheduleRule, slotMs: number): string => {
  const day = localDay(slotMs, schedule.utcOffsetMinutes).replaceAll('-', '');
  if (schedule.scheduleKind === 'weekly') return day;
  const intervalMs = intervalMsOf(schedule);
  const firstSlotOfDay =
    Math.ceil(localDayStart(slotMs, schedule.utcOffsetMinutes) / intervalMs) * intervalMs;
  const sequence = Math.floor((slotMs - firstSlotOfDay) / intervalMs) + 1;
  return `${day}-${String(sequence).padStart(4, '0')}`;
};
