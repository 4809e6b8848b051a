import { eq, sql } from 'drizzle-orm';
import { creditBonus } from '../../../core/money/bonus-credit.js';
import type { TExecutor } from '../../../db/client.js';
import { pointRedemptions, pointRewards } from '../../../db/schema-rewards.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { postPointEntry, releaseHeldPoints } from './point-ledger.js';
import { publishPointsBalance } from './points-events.js';
import { findRedemption, type TRedemption } from './redemptions.js';

export type TRedemptionDecision = { approve: true } | { approve: false; remark: string | null };

const processingRedemption = (db: TExecutor, redemptionId: number) => {
  const found = findRedemption(db, redemptionId);
  if (!found) throw new WireError(404, 'function.not.available', `No redemption ${redemptionId}`);
  if (found.redemption.status !== 'processing')
    throw new WireError(409, 'request_conflict', `Redemption ${redemptionId} is ${found.redemption.status}`);
  return found;
};

/**
 * The operator's decision on a processing redemption, in one transaction.
 * Approved: the held points are spent for good, and a CASH reward credits
 * its amount × quantity as a bonus (key `redemption:<id>`). Rejected: the
 * points come back (`redeem_refund`, key `refund:<id>`) and so does the
 * stock. Publishes the points (and the balance of a credit) after commit.
 */
export const decideRedemption = (
  context: TEventContext,
  redemptionId: number,
  decision: TRedemptionDecision,
  now = new Date(),
): TRedemption => {
  const decided = context.db.transaction((tx) => {
    const { redemption, reward } = processingRedemption(tx, redemptionId);
    const owner = redemption.memberId;
    if (decision.approve) {
      releaseHeldPoints(tx, owner, redemption.points, now);
      if (reward.type === 'CASH' && reward.amountMinor)
        creditBonus(tx, {
          memberId: owner,
          type: 'PROMOTION',
          amountMinor: reward.amountMinor * redemption.quantity,
          remark: `${redemption.points} points`,
          idempotencyKey: `redemption:${redemption.id}`,
          now,
        });
    } else {
      postPointEntry(tx, {
        memberId: owner,
        points: redemption.points,
        pendingDelta: -redemption.points,
        kind: 'redeem_refund',
        idempotencyKey: `refund:${redemption.id}`,
        reference: `redemption:${redemption.id}`,
        now,
      });
      if (reward.stock !== null)
        tx.update(pointRewards)
          .set({ stock: sql`${pointRewards.stock} + ${redemption.quantity}` })
          .where(eq(pointRewards.id, reward.id))
          .run();
    }
    return tx
      .update(pointRedemptions)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        remark: decision.approve ? null : decision.remark,
        updatedAt: now,
      })
      .where(eq(pointRedemptions.id, redemption.id))
      .returning()
      .get();
  });
  if (decision.approve) publishBalance(context, decided.memberId);
  publishPointsBalance(context, decided.memberId);
  return decided;
};
