import { eq } from 'drizzle-orm';
import { PLAYER_MEMBER_TYPE } from '@site/contracts';
import { accountErrors } from '../../core/members/account-errors.js';
import { findMemberByAffiliateCode } from '../../core/members/member-store.js';
import { findLiveInviteLink, MEMBER_TYPE_OF_KIND } from '../../core/referrals/invite-links.js';
import type { TExecutor } from '../../db/client.js';
import { members } from '../../db/schema.js';

/** Whom a registration with an affiliate code joins, as what member type, and by which invite link. */
export type TReferral = { referrerMemberId: number; type: number; inviteLinkId: number | null };

const isActiveMember = (db: TExecutor, memberId: number): boolean =>
  db.select({ status: members.status }).from(members).where(eq(members.id, memberId)).get()?.status ===
  'active';

/**
 * A member's own affiliate code makes a player below it; an agent's invite
 * link makes a member of the link's kind below its owner. Either owner must
 * be active.
 */
const findReferral = (db: TExecutor, merchantId: number, code: string): TReferral | undefined => {
  const owner = findMemberByAffiliateCode(db, merchantId, code);
  if (owner) {
    return owner.status === 'active'
      ? { referrerMemberId: owner.id, type: PLAYER_MEMBER_TYPE, inviteLinkId: null }
      : undefined;
  }
  const link = findLiveInviteLink(db, merchantId, code);
  if (!link || !isActiveMember(db, link.memberId)) return undefined;
  return {
    referrerMemberId: link.memberId,
    type: MEMBER_TYPE_OF_KIND[link.memberKind],
    inviteLinkId: link.id,
  };
};

/** Whether an affiliate (invitation) code, or an invite link's code, can take a registration. */
export const isAffiliateCodeValid = (db: TExecutor, merchantId: number, code: string): boolean =>
  findReferral(db, merchantId, code) !== undefined;

/** The referral an affiliate code names, for a registration; an unknown code → `invitation_code_error`. */
export const resolveReferral = (db: TExecutor, merchantId: number, code: string | null): TReferral | null => {
  if (!code) return null;
  const referral = findReferral(db, merchantId, code);
  if (!referral) throw accountErrors.invitationCodeError();
  return referral;
};
