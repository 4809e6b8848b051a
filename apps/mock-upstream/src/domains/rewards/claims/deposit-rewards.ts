import { and, eq, like } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { depositOrders } from '../../../db/schema-money.js';
import { rewardClaims, rewardPromotions } from '../../../db/schema-rewards.js';
import type { TEventContext } from '../../../events/member-events.js';
import { qualifyInvitation, referralClaimIssuedAt } from '../referral/referral-qualification.js';
import { announceRewardIssued } from './issue-claim.js';

type TApprovedDeposit = {
  id: number;
  merchantId: number;
  memberId: number;
  amountMinor: number;
  decidedAt: Date | null;
};

/** The deposit bonus a deposit issued a claim of: `deposit:<orderId>:<promotionId>`. */
const depositSourcePrefix = (orderId: number) => `deposit:${orderId}:`;
export const depositSourceKey = (orderId: number, promotionId: number) =>
  `${depositSourcePrefix(orderId)}${promotionId}`;

/** A DEPOSIT promotion's share of a deposit: percent of it, rounded down, up to the maximum. */
export const depositBonusMinor = (
  promotion: { rewardPercent: number | null; maxRewardMinor: number | null },
  depositMinor: number,
): number => {
  const share = Math.floor((depositMinor * Math.round((promotion.rewardPercent ?? 0) * 100)) / 10_000);
  return promotion.maxRewardMinor === null ? share : Math.min(share, promotion.maxRewardMinor);
};

/**
 * What an approved deposit issues, in the approval's transaction: each of
 * the member's `processing` DEPOSIT claims whose minimum it reaches becomes
 * `issued` with its share, and an invited member's first qualifying deposit
 * issues its inviter's referral reward.
 */
export const issueDepositRewards = (tx: TExecutor, deposit: TApprovedDeposit, now: Date): void => {
  const waiting = tx
    .select({ claim: rewardClaims, promotion: rewardPromotions })
    .from(rewardClaims)
    .innerJoin(rewardPromotions, eq(rewardPromotions.id, rewardClaims.promotionId))
    .where(
      and(
        eq(rewardClaims.memberId, deposit.memberId),
        eq(rewardClaims.status, 'processing'),
        eq(rewardPromotions.type, 'DEPOSIT'),
      ),
    )
    .all();
  for (const { claim, promotion } of waiting) {
    if (deposit.amountMinor < (promotion.minDepositMinor ?? 0)) continue;
    tx.update(rewardClaims)
      .set({
        status: 'issued',
        amountMinor: depositBonusMinor(promotion, deposit.amountMinor),
        sourceKey: depositSourceKey(deposit.id, promotion.id),
        updatedAt: now,
      })
      .where(and(eq(rewardClaims.id, claim.id), eq(rewardClaims.status, 'processing')))
      .run();
  }
  qualifyInvitation(tx, deposit, now);
};

/** After an approved deposit's commit: `reward_issued` for each claim it issued (its member's, its inviter's). */
export const announceDepositRewards = (context: TEventContext, orderId: number): void => {
  const deposit = context.db.select().from(depositOrders).where(eq(depositOrders.id, orderId)).get();
  if (deposit?.status !== 'approved') return;
  const issued = context.db
    .select()
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, deposit.memberId),
        eq(rewardClaims.status, 'issued'),
        like(rewardClaims.sourceKey, `${depositSourcePrefix(deposit.id)}%`),
      ),
    )
    .all();
  const referral =
    deposit.decidedAt && referralClaimIssuedAt(context.db, deposit.memberId, deposit.decidedAt);
  for (const claim of referral ? [...issued, referral] : issued) announceRewardIssued(context, claim);
};
