import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireReferralDetailsSchema } from '@site/contracts';
import { maskUsername } from '../../../core/members/mask.js';
import { ensureReferralCode, referralCodeOf } from '../../../core/referrals/referral-codes.js';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember } from '../../../db/schema.js';
import { referralInvitations, rewardSettings } from '../../../db/schema-rewards.js';
import { runningPromotionOf } from '../promotions/promotion-store.js';

/** The latest invitations a member's referral page lists. */
const LISTED_INVITATIONS = 20;

const promotionDomainsOf = (db: TExecutor, merchantId: number): string[] => {
  const json = db
    .select({ domains: rewardSettings.promotionDomainsJson })
    .from(rewardSettings)
    .where(eq(rewardSettings.merchantId, merchantId))
    .get()?.domains;
  const domains: unknown = json ? JSON.parse(json) : [];
  return Array.isArray(domains) ? domains.filter((domain) => typeof domain === 'string') : [];
};

const invitationCount = (db: TExecutor, inviterMemberId: number, onlyQualified: boolean): number =>
  db
    .select({ rows: count() })
    .from(referralInvitations)
    .where(
      and(
        eq(referralInvitations.inviterMemberId, inviterMemberId),
        onlyQualified ? isNotNull(referralInvitations.qualifiedAt) : undefined,
      ),
    )
    .get()?.rows ?? 0;

/**
 * `MCSFE_getReferralDetails`: the member's code (made on first read with
 * `autoGenerate`; empty until then), its invitations, the merchant's
 * promotion domains and the running REFERRAL promotion's terms.
 */
export const referralDetails = (
  db: TExecutor,
  member: TMember,
  autoGenerate: boolean,
  now: Date,
): z.input<typeof ZWireReferralDetailsSchema> => {
  const referralCode = autoGenerate
    ? ensureReferralCode(db, member.merchantId, member.id)
    : (referralCodeOf(db, member.id) ?? '');
  const promotion = runningPromotionOf(db, member.merchantId, 'REFERRAL', now);
  const invitations = db
    .select({ invitation: referralInvitations, username: members.username })
    .from(referralInvitations)
    .innerJoin(members, eq(members.id, referralInvitations.inviteeMemberId))
    .where(eq(referralInvitations.inviterMemberId, member.id))
    .orderBy(desc(referralInvitations.createdAt), desc(referralInvitations.inviteeMemberId))
    .limit(LISTED_INVITATIONS)
    .all();
  return {
    referralCode,
    totalInvitations: invitationCount(db, member.id, false),
    promotionDomains: promotionDomainsOf(db, member.merchantId),
    enabled: promotion !== undefined,
    rewardAmount: promotion?.rewardAmountMinor == null ? null : toMajorUnits(promotion.rewardAmountMinor),
    minDepositAmount: promotion?.minDepositMinor == null ? null : toMajorUnits(promotion.minDepositMinor),
    qualifiedInvitations: invitationCount(db, member.id, true),
    invitations: invitations.map(({ invitation, username }) => ({
      username: maskUsername(username),
      registeredAt: invitation.createdAt.getTime(),
      qualified: invitation.qualifiedAt !== null,
    })),
  };
};
