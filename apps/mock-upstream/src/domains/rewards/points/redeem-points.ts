import { eq, sql } from 'drizzle-orm';
import { REWARD_LIMITS, type TWireRedemption, VALIDATION } from '@site/contracts';
import { earlierResult, oncePerRequest } from '../../../core/money/money-request.js';
import { verifyPaymentPassword } from '../../../core/money/payment-password.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TMember } from '../../../db/schema.js';
import { pointRedemptions, pointRewards } from '../../../db/schema-rewards.js';
import type { TEventContext } from '../../../events/member-events.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { requirePointReward } from './point-catalogue.js';
import { pointBalanceOf, postPointEntry } from './point-ledger.js';
import { publishPointsBalance } from './points-events.js';
import { toWireRedemption } from './redemptions.js';

export type TRedeemRequest = {
  rewardId: string;
  quantity: number;
  paymentPassword: string;
  requestId: string;
};

/**
 * `passwordCheck/MCS2_redeemPointReward`: after the payment password (checked
 * and counted as a withdrawal's), once per requestId, in one transaction:
 * the item must have the stock (409 `point_reward_sold_out`) and the member
 * the points (409 `points_insufficient`); the points are held (`redeem_hold`,
 * pending until decided) and the stock taken, and the redemption waits
 * (`processing`). Publishes the points after commit.
 */
export const redeemPoints = async (
  context: TEventContext,
  member: TMember,
  request: TRedeemRequest,
  language: string,
  now: Date,
): Promise<TWireRedemption> => {
  if (request.quantity > REWARD_LIMITS.maxRedeemQuantity)
    throw wireErrors.validationFailed({ quantity: VALIDATION.invalid });
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'point_redeem',
    fields: { rewardId: request.rewardId, quantity: request.quantity },
  };
  // A replay answers the first result even if the payment password changed since.
  if (!earlierResult(context.db, once))
    await verifyPaymentPassword(context.db, member.id, request.paymentPassword, now);
  const redeemed = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const reward = requirePointReward(tx, member.merchantId, request.rewardId);
      if (reward.stock !== null && reward.stock < request.quantity)
        throw new WireError(409, 'point_reward_sold_out', 'Not enough of this reward is left');
      const points = reward.requiredPoints * request.quantity;
      if (pointBalanceOf(tx, member.id).points < points)
        throw new WireError(409, 'points_insufficient', 'Not enough points');
      const redemption = tx
        .insert(pointRedemptions)
        .values({
          memberId: member.id,
          rewardId: reward.id,
          quantity: request.quantity,
          points,
          status: 'processing',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      if (reward.stock !== null)
        tx.update(pointRewards)
          .set({ stock: sql`${pointRewards.stock} - ${request.quantity}` })
          .where(eq(pointRewards.id, reward.id))
          .run();
      postPointEntry(tx, {
        memberId: member.id,
        points: -points,
        pendingDelta: points,
        kind: 'redeem_hold',
        idempotencyKey: `redeem:${redemption.id}`,
        reference: `redemption:${redemption.id}`,
        now,
      });
      return toWireRedemption(redemption, reward, language);
    }),
  );
  publishPointsBalance(context, member.id);
  return redeemed;
};
