import { LOTTERY_LIMITS, type TResultFormat } from '@site/contracts/domain';

/*
 * A lottery game's days are its own time zone's (docs/history/lottery-interfaces.md):
 * UTC+8 for the SEA 4D games, UTC+7 for the Vietnamese and LOTT games. A
 * draw code's date and the results history's `date` are those days.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The game's offset from UTC in minutes, known from its result format. */
export const gameUtcOffsetMinutes = (format: TResultFormat): number =>
  format === 'SEA_4D' ? 8 * 60 : 7 * 60;

/** The game's calendar day (yyyy-MM-dd) at an instant. */
export const gameDay = (epochMs: number, format: TResultFormat): string =>
  new Date(epochMs + gameUtcOffsetMinutes(format) * MINUTE_MS).toISOString().slice(0, 10);

/** The game's day now; read at each render, so a page left open past midnight moves on. */
export const gameToday = (format: TResultFormat): string => gameDay(Date.now(), format);

/** A day `count` days after `day` (before, when negative). */
export const shiftDay = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The days the results history offers: today back to LOTTERY_LIMITS.historyDays - 1 days ago. */
export const historyDays = (today: string) => ({
  min: shiftDay(today, 1 - LOTTERY_LIMITS.historyDays),
  max: today,
});

/** A day from the address if it is a real day within the history, else today. */
export const historyDayOf = (value: string | null, today: string): string => {
  const { min, max } = historyDays(today);
  const isRealDay = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
  return isRealDay && value >= min && value <= max ? value : today;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A draw's time on the game's clock, DD/MM/YYYY HH:mm (UTC+7) — the product's date order. */
export const formatGameTime = (epochMs: number, format: TResultFormat): string => {
  const offsetMinutes = gameUtcOffsetMinutes(format);
  const local = new Date(epochMs + offsetMinutes * MINUTE_MS);
  const date = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (UTC+${offsetMinutes / 60})`;
};

/** A yyyy-MM-dd day in the product's DD/MM/YYYY order. */
export const formatDay = (day: string): string => day.split('-').reverse().join('/');

/** Time left as H:MM:SS or MM:SS, with whole days first ("2d 04:10:00"); never negative. */
export const formatCountdown = (remainingMs: number): string => {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${pad(minutes)}:${pad(seconds)}`;
  if (days > 0) return `${days}d ${pad(hours)}:${clock}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
};
