import { MERCHANT_UTC_OFFSET_MINUTES, REALTIME_SALARY_MINUTES, type TContractPeriod } from '@site/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = MERCHANT_UTC_OFFSET_MINUTES * MINUTE_MS;

/** A settlement period: [start, end) in epoch milliseconds. */
export type TPeriod = { start: number; end: number };

const fixed = (at: number, lengthMs: number): TPeriod => {
  const start = Math.floor(at / lengthMs) * lengthMs;
  return { start, end: start + lengthMs };
};

/** Midnight (UTC+8) of a merchant calendar date given as the UTC fields of a shifted date. */
const merchantMidnight = (year: number, month: number, day: number) => Date.UTC(year, month, day) - OFFSET_MS;

/**
 * The period of the kind that holds the instant, in merchant time (UTC+8):
 * real-time every 5 minutes, hourly, daily from midnight, weekly from
 * Monday, semi-monthly from the 1st and the 16th, monthly from the 1st.
 */
export const periodAt = (period: TContractPeriod, at: number): TPeriod => {
  const local = new Date(at + OFFSET_MS);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  switch (period) {
    case 'realtime':
      return fixed(at, REALTIME_SALARY_MINUTES * MINUTE_MS);
    case 'hourly':
      return fixed(at, HOUR_MS);
    case 'daily':
      return { start: merchantMidnight(year, month, day), end: merchantMidnight(year, month, day + 1) };
    case 'weekly': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      const start = merchantMidnight(year, month, day - sinceMonday);
      return { start, end: start + 7 * DAY_MS };
    }
    case 'semimonthly':
      return day < 16
        ? { start: merchantMidnight(year, month, 1), end: merchantMidnight(year, month, 16) }
        : { start: merchantMidnight(year, month, 16), end: merchantMidnight(year, month + 1, 1) };
    case 'monthly':
      return { start: merchantMidnight(year, month, 1), end: merchantMidnight(year, month + 1, 1) };
  }
};

/** The period right after this one. */
export const periodAfter = (period: TContractPeriod, current: TPeriod): TPeriod =>
  periodAt(period, current.end);
