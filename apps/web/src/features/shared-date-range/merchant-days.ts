import { CASHIER_LIMITS, MERCHANT_UTC_OFFSET_MINUTES } from '@site/contracts/domain';

/*
 * Record dates are the merchant's calendar days (yyyy-MM-dd, UTC+8), whatever
 * the visitor's time zone: the same strings the records procedures take.
 */

/** A record date range, both ends inclusive. */
export type TDateRange = { startDate: string; endDate: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = MERCHANT_UTC_OFFSET_MINUTES * 60 * 1000;

const toDayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The merchant day an instant falls on. */
export const merchantDay = (epochMs: number): string =>
  new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10);

/** The merchant's current day; read at each render, so a page left open past midnight moves on. */
export const merchantToday = (): string => merchantDay(Date.now());

/** A day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string => fromDayNumber(toDayNumber(day) + count);

/** Days from start to end, both included. */
export const rangeLength = ({ startDate, endDate }: TDateRange): number =>
  toDayNumber(endDate) - toDayNumber(startDate) + 1;

/** Whether a string is a real yyyy-MM-dd day. */
export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toDayNumber(value)) && addDays(value, 0) === value;

export const RANGE_PRESETS = ['today', 'last7', 'last30'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];
const PRESET_DAYS: Readonly<Record<TRangePreset, number>> = { today: 1, last7: 7, last30: 30 };

/** Today, the last 7 or the last 30 days, ending today. */
export const presetRange = (preset: TRangePreset, today: string): TDateRange => ({
  startDate: addDays(today, 1 - PRESET_DAYS[preset]),
  endDate: today,
});

/** The step sizes of the shift buttons (docs/product.md §9: previous and next 7 and 30 days). */
export const SHIFT_STEPS = [7, 30] as const;
export type TShiftStep = (typeof SHIFT_STEPS)[number];

/**
 * The `days` days just before the range (a negative direction) or just after
 * it, never past today: "previous 7 days" of 10–16 May is 3–9 May.
 */
export const shiftRange = (
  range: TDateRange,
  days: TShiftStep,
  direction: -1 | 1,
  today: string,
): TDateRange => {
  if (direction < 0)
    return { startDate: addDays(range.startDate, -days), endDate: addDays(range.startDate, -1) };
  const startDate = addDays(range.endDate, 1);
  const endDate = addDays(range.endDate, days);
  return toDayNumber(endDate) > toDayNumber(today) ? { startDate, endDate: today } : { startDate, endDate };
};

/** Whether the range already ends today, so there is nothing later to move to. */
export const endsToday = (range: TDateRange, today: string): boolean =>
  toDayNumber(range.endDate) >= toDayNumber(today);

/**
 * The range after the member typed one end: never past today, never reversed
 * (the other end follows) and never longer than the record limit (the other
 * end moves in).
 */
export const withEdited = (
  range: TDateRange,
  edited: keyof TDateRange,
  value: string,
  today: string,
): TDateRange => {
  if (!isDay(value)) return range;
  const maxDays = CASHIER_LIMITS.maxRecordRangeDays;
  const day = toDayNumber(value) > toDayNumber(today) ? today : value;
  if (edited === 'startDate') {
    const endDate = toDayNumber(range.endDate) < toDayNumber(day) ? day : range.endDate;
    const latestEnd = addDays(day, maxDays - 1);
    return { startDate: day, endDate: toDayNumber(endDate) > toDayNumber(latestEnd) ? latestEnd : endDate };
  }
  const startDate = toDayNumber(range.startDate) > toDayNumber(day) ? day : range.startDate;
  const earliestStart = addDays(day, 1 - maxDays);
  return {
    startDate: toDayNumber(startDate) < toDayNumber(earliestStart) ? earliestStart : startDate,
    endDate: day,
  };
};

/** Which preset a range equals, if any (to mark its button as pressed). */
export const matchingPreset = (range: TDateRange, today: string): TRangePreset | null =>
  RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  }) ?? null;

const pad = (value: number) => String(value).padStart(2, '0');

/** A record's time in merchant time, DD/MM/YYYY HH:mm:ss (the product's (docs/product.md) date order, the days the filter uses). */
export const formatMerchantDateTime = (epochMs: number): string => {
  const shifted = new Date(epochMs + OFFSET_MS);
  const date = `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
  return `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
};
