import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { mockClock } from '../../db/schema-agent.js';

const MINUTE_MS = 60_000;

const offsetOf = (db: TExecutor, merchantId: number): number =>
  db
    .select({ offsetMs: mockClock.offsetMs })
    .from(mockClock)
    .where(eq(mockClock.merchantId, merchantId))
    .get()?.offsetMs ?? 0;

/**
 * The merchant's time for the agent side (contracts, periods, settlements):
 * real time plus the offset QA moved the clock by, so a day's settlement
 * need not wait a day.
 */
export const mockNow = (db: TExecutor, merchantId: number, realNow: Date): Date =>
  new Date(realNow.getTime() + offsetOf(db, merchantId));

/** Moves the merchant's clock forward; answers the new offset and the merchant's time now. */
export const advanceMockClock = (db: TExecutor, merchantId: number, minutes: number, realNow: Date) => {
  const stepMs = Math.round(minutes * MINUTE_MS);
  db.insert(mockClock)
    .values({ merchantId, offsetMs: stepMs })
    .onConflictDoUpdate({
      target: mockClock.merchantId,
      set: { offsetMs: sql`${mockClock.offsetMs} + ${stepMs}` },
    })
    .run();
  const offsetMs = offsetOf(db, merchantId);
  return { offsetMs, now: realNow.getTime() + offsetMs };
};
