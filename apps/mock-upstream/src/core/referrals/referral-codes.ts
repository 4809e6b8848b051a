import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { referralCodes, referralInvitations } from '../../db/schema-rewards.js';
import { accountErrors } from '../members/account-errors.js';
import { randomCode } from './invite-links.js';

/** The member's referral code, if it has one yet. */
export const referralCodeOf = (db: TExecutor, memberId: number): string | undefined =>
  db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId))
    .get()?.code;

/** The member's referral code, made (8 characters, unused at the merchant) on first use. */
export const ensureReferralCode = (db: TExecutor, merchantId: number, memberId: number): string => {
  const existing = referralCodeOf(db, memberId);
  if (existing) return existing;
  for (;;) {
    const code = randomCode();
    const inserted = db
      .insert(referralCodes)
      .values({ memberId, merchantId, code })
      .onConflictDoNothing()
      .returning()
      .get();
    if (inserted) return inserted.code;
    // The member got one meanwhile (a second read), or the code was taken: look again.
    const made = referralCodeOf(db, memberId);
    if (made) return made;
  }
};

/**
 * The inviter a registration's `referralCode` names (any case); none given
 * is null, an unknown code 400 `invitation_code_error`.
 */
export const resolveInviter = (
  db: TExecutor,
  merchantId: number,
  code: string | undefined,
): number | null => {
  const given = code?.trim().toUpperCase();
  if (!given) return null;
  const owner = db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, given)))
    .get();
  if (!owner) throw accountErrors.invitationCodeError();
  return owner.memberId;
};

/** Links a new member to its inviter, in the registration's transaction. */
export const recordInvitation = (
  tx: TExecutor,
  invitation: { inviteeMemberId: number; inviterMemberId: number; now: Date },
): void => {
  tx.insert(referralInvitations)
    .values({
      inviteeMemberId: invitation.inviteeMemberId,
      inviterMemberId: invitation.inviterMemberId,
      createdAt: invitation.now,
    })
    .run();
};
