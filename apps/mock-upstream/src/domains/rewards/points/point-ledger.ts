import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { memberPoints, pointEntries } from '../../../db/schema-rewards.js';

type TPointEntryKind = (typeof pointEntries.$inferInsert)['kind'];

type TPointMovement = {
  memberId: number;
  /** Whole points: > 0 earned or returned, < 0 spent or held. */
  points: number;
  kind: TPointEntryKind;
  /** A retried movement with the same key changes nothing and returns the first entry. */
  idempotencyKey: string;
  /** What it belongs to (a round id, `redemption:3`, `conversion:5`). */
  reference?: string;
  /** How the points held by redemptions move with it (a hold adds, a refund takes back). */
  pendingDelta?: number;
  now: Date;
};

export type TPointBalance = { points: number; pendingPoints: number };

/** The member's points; a member who never earned any has none. */
export const pointBalanceOf = (db: TExecutor, memberId: number): TPointBalance => {
  const row = db.select().from(memberPoints).where(eq(memberPoints.memberId, memberId)).get();
  return { points: row?.points ?? 0, pendingPoints: row?.pendingPoints ?? 0 };
};

/**
 * Moves a member's points, like `postLedgerEntry` moves money: one entry of
 * the points ledger and the kept balance (`member_points`), in the caller's
 * transaction; the same key again changes nothing. Points never go below zero.
 */
export const postPointEntry = (tx: TExecutor, movement: TPointMovement) => {
  if (!Number.isInteger(movement.points)) throw new RangeError('points are whole numbers');
  const existing = tx
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.idempotencyKey, movement.idempotencyKey))
    .get();
  if (existing) return existing;
  const before = pointBalanceOf(tx, movement.memberId);
  const pointsAfter = before.points + movement.points;
  const pendingAfter = before.pendingPoints + (movement.pendingDelta ?? 0);
  if (pointsAfter < 0 || pendingAfter < 0) throw new RangeError('points never go below zero');
  tx.insert(memberPoints)
    .values({
      memberId: movement.memberId,
      points: pointsAfter,
      pendingPoints: pendingAfter,
      updatedAt: movement.now,
    })
    .onConflictDoUpdate({
      target: memberPoints.memberId,
      set: { points: pointsAfter, pendingPoints: pendingAfter, updatedAt: movement.now },
    })
    .run();
  return tx
    .insert(pointEntries)
    .values({
      memberId: movement.memberId,
      points: movement.points,
      pointsAfter,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      reference: movement.reference ?? null,
      createdAt: movement.now,
    })
    .returning()
    .get();
};

/** Points a decided redemption held are no longer pending (an approval spends them for good). */
export const releaseHeldPoints = (tx: TExecutor, memberId: number, points: number, now: Date): void => {
  const { pendingPoints } = pointBalanceOf(tx, memberId);
  if (pendingPoints < points) throw new RangeError('more points released than held');
  tx.update(memberPoints)
    .set({ pendingPoints: sql`${memberPoints.pendingPoints} - ${points}`, updatedAt: now })
    .where(eq(memberPoints.memberId, memberId))
    .run();
};
