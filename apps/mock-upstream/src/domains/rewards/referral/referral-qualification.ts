import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { referralInvitations, rewardClaims } from '../../../db/schema-rewards.js';
import type { TClaim } from '../claims/claim-view.js';
import { issueClaim } from '../claims/issue-claim.js';
import { runningPromotionOf } from '../promotions/promotion-store.js';

/** The claim a qualified invitee issues its inviter: one per invitee. */
const sourceKeyOf = (inviteeMemberId: number) => `referral:${inviteeMemberId}`;

type TApprovedDeposit = { merchantId: number; memberId: number; amountMinor: number };

/**
 * On an approved deposit of an invited member, in the approval's
 * transaction: the first one reaching the running REFERRAL promotion's
 * minimum deposit qualifies the invitation and issues the inviter the
 * promotion's reward (`referral:<inviteeId>`).
 */
export const qualifyInvitation = (tx: TExecutor, deposit: TApprovedDeposit, now: Date): void => {
  const invitation = tx
    .select()
    .from(referralInvitations)
    .where(
      and(eq(referralInvitations.inviteeMemberId, deposit.memberId), isNull(referralInvitations.qualifiedAt)),
    )
    .get();
  if (!invitation) return;
  const promotion = runningPromotionOf(tx, deposit.merchantId, 'REFERRAL', now);
  if (!promotion || deposit.amountMinor < (promotion.minDepositMinor ?? 0)) return;
  tx.update(referralInvitations)
    .set({ qualifiedAt: now })
    .where(eq(referralInvitations.inviteeMemberId, deposit.memberId))
    .run();
  issueClaim(tx, {
    merchantId: deposit.merchantId,
    memberId: invitation.inviterMemberId,
    promotionId: promotion.id,
    amountMinor: promotion.rewardAmountMinor ?? 0,
    sourceKey: sourceKeyOf(deposit.memberId),
    now,
  });
};

/** The inviter's claim the invitee's deposit approved at `approvedAt` issued, if that deposit qualified it. */
export const referralClaimIssuedAt = (
  db: TExecutor,
  inviteeMemberId: number,
  approvedAt: Date,
): TClaim | undefined => {
  const invitation = db
    .select()
    .from(referralInvitations)
    .where(
      and(
        eq(referralInvitations.inviteeMemberId, inviteeMemberId),
        eq(referralInvitations.qualifiedAt, approvedAt),
      ),
    )
    .get();
  if (!invitation) return undefined;
  return db
    .select()
    .from(rewardClaims)
    .where(
      and(
        eq(rewardClaims.memberId, invitation.inviterMemberId),
        eq(rewardClaims.sourceKey, sourceKeyOf(inviteeMemberId)),
      ),
    )
    .get();
};
