import { readSessionValue, SESSION_KEYS, writeSessionValue } from '../../../lib/session-storage';

/*
 * The reality check's schedule comes from the server's session start: the
 * k-th check is due at startedAt + k × interval (k = 1, 2, …), so a reload
 * keeps it. The checks acknowledged so far are remembered for the browser
 * tab (sessionStorage, wiped at sign-out), per play session.
 */

/** When check `k` falls due. */
export const checkDueAt = (startedAt: number, intervalMs: number, k: number): number =>
  startedAt + k * intervalMs;

/** How many checks have fallen due by `now` (0 before the first, or when off). */
export const checksDueBy = (startedAt: number, intervalMs: number, now: number): number =>
  intervalMs > 0 ? Math.max(0, Math.floor((now - startedAt) / intervalMs)) : 0;

type TAcknowledged = { startedAt: number; count: number };

const isAcknowledged = (value: unknown): value is TAcknowledged =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TAcknowledged).startedAt === 'number' &&
  typeof (value as TAcknowledged).count === 'number';

/** The last check acknowledged in the play session that started at `startedAt` (0: none yet). */
export const readAcknowledged = (startedAt: number): number => {
  try {
    const stored: unknown = JSON.parse(readSessionValue(SESSION_KEYS.realityCheck) ?? 'null');
    return isAcknowledged(stored) && stored.startedAt === startedAt ? stored.count : 0;
  } catch {
    return 0;
  }
};

/**
 * Notes check `k` acknowledged, together with any that fell due meanwhile
 * (a tab asleep, a long reload): the next one shown is the next due.
 */
export const acknowledge = (startedAt: number, intervalMs: number, k: number, now: number): void => {
  const count = Math.max(k, checksDueBy(startedAt, intervalMs, now), readAcknowledged(startedAt));
  writeSessionValue(SESSION_KEYS.realityCheck, JSON.stringify({ startedAt, count }));
};

/** When the next check is due, after those acknowledged. */
export const nextCheck = (startedAt: number, intervalMs: number): { k: number; dueAt: number } => {
  const k = readAcknowledged(startedAt) + 1;
  return { k, dueAt: checkDueAt(startedAt, intervalMs, k) };
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Time played as hh:mm. */
export const formatPlayed = (ms: number): string => {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};
