import { LIMITS } from '@site/contracts';

export type TSessionTimeouts = { idleMinutes: number; absoluteHours: number };

/** A remembered session lasts this long from login, with no idle limit (docs/product.md §9). */
export const REMEMBERED_SESSION_MS = LIMITS.rememberedLoginHours * 60 * 60 * 1000;

/** Re-sealing the cookie on every request would be wasted work; once a minute is precise enough. */
export const ACTIVITY_RESEAL_INTERVAL_MS = 60_000;

type TSessionTimes = { remember: boolean; issuedAt: number; lastSeenAt: number };

/** When the session ends at the latest, whatever the activity (ms since the epoch). */
export const absoluteExpiry = (session: TSessionTimes, timeouts: TSessionTimeouts): number =>
  session.issuedAt + (session.remember ? REMEMBERED_SESSION_MS : timeouts.absoluteHours * 60 * 60 * 1000);

/** Gateway instances' clocks differ a little; a cookie stamped slightly ahead is still genuine. */
const CLOCK_SKEW_TOLERANCE_MS = 5 * 60_000;

/** Over either limit, or stamped far in the future (a clock gone wrong). */
export const isSessionExpired = (
  session: TSessionTimes,
  timeouts: TSessionTimeouts,
  now: number,
): boolean => {
  const latestPlausible = now + CLOCK_SKEW_TOLERANCE_MS;
  if (session.issuedAt > latestPlausible || session.lastSeenAt > latestPlausible) return true;
  if (now >= absoluteExpiry(session, timeouts)) return true;
  if (session.remember) return false;
  return now - session.lastSeenAt >= timeouts.idleMinutes * 60 * 1000;
};

export const isActivityResealDue = (session: TSessionTimes, now: number): boolean =>
  now - session.lastSeenAt >= ACTIVITY_RESEAL_INTERVAL_MS;
