import { and, eq } from 'drizzle-orm';
import type { TRgLimitType, TRgPeriod } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { rgLimits } from '../../db/schema-responsible.js';

/** One limit of a member: what caps and over which period. */
export type TLimitKey = { type: TRgLimitType; period: TRgPeriod };

/** A limit as stored: the value in force and a raise or removal waiting (minor units, or minutes). */
export type TLimitWrite = {
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
};

const byKey = (memberId: number, key: TLimitKey) =>
  and(eq(rgLimits.memberId, memberId), eq(rgLimits.type, key.type), eq(rgLimits.period, key.period));

/**
 * Writes a member's limit as a whole; with neither a value in force nor a
 * change waiting, the row goes (the limit is not set).
 */
export const writeLimit = (
  executor: TExecutor,
  memberId: number,
  key: TLimitKey,
  limit: TLimitWrite,
  now: number,
): void => {
  if (limit.value === null && limit.pending === null) {
    executor.delete(rgLimits).where(byKey(memberId, key)).run();
    return;
  }
  const values = {
    value: limit.value,
    pendingValue: limit.pending?.value ?? null,
    pendingEffectiveAt: limit.pending ? new Date(limit.pending.effectiveAt) : null,
    updatedAt: new Date(now),
  };
  executor
    .insert(rgLimits)
    .values({ memberId, ...key, ...values })
    .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.type, rgLimits.period], set: values })
    .run();
};
