import { useState } from 'react';
import { useTick } from '../../../lib/ticker';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The time until `end` in whole units: days and hours, else hours and minutes. */
export const timeLeftParts = (end: number, now: number) => {
  const left = Math.max(0, end - now);
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
};

/** Now, moved on once a minute (a mission's time left counts in minutes). */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useTick((tick) => {
    if (Math.floor(tick / MINUTE_MS) !== Math.floor(now / MINUTE_MS)) setNow(tick);
  }, true);
  return now;
};
