import { PLAYER_MEMBER_TYPE } from '@site/contracts';
import { openMemberSession, type TWireLoginValueInput } from '../../core/members/login-value.js';
import { insertMemberWithWallet } from '../../core/members/member-store.js';
import { recordInviteRegistration } from '../../core/referrals/invite-links.js';
import { recordInvitation } from '../../core/referrals/referral-codes.js';
import { assertMayRegister } from '../../core/responsible/registration-check.js';
import type { TDatabase } from '../../db/client.js';
import type { WireError } from '../../wire/envelope.js';
import type { TReferral } from './referrer.js';

export type TNewPlayer = {
  merchantId: number;
  username: string;
  passwordHash: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  /** Who the player registered under (an affiliate code or invite link), and so its type. */
  referral: TReferral | null;
  /** Who invited the player with its referral code (`referral_invitations`), independent of the referral above. */
  inviterMemberId: number | null;
  language: string;
};

/** What a registration answers: a login (the default), or the new account when `login` is false. */
export type TRegistrationValue = TWireLoginValueInput | { id: number; userName: string };

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Creates a player (type 0; an agent invite link's registration is type 2)
 * with an empty main wallet, and its first session when `shouldLogIn`. `takenError` is what a racing registration of the same
 * username answers. A person on the restricted persons list (by the form's
 * mobile number, or real name) gets 403 `registration_not_available` and
 * nothing is created.
 */
export const createPlayer = (
  db: TDatabase,
  player: TNewPlayer,
  shouldLogIn: boolean,
  takenError: () => WireError,
  now: Date,
): TRegistrationValue => {
  try {
    return db.transaction((tx) => {
      assertMayRegister(
        tx,
        player.merchantId,
        {
          mobile: player.mobile,
          dialingCode: player.countryDialingCode,
          fullName: player.payeeName,
          birthday: null,
        },
        now,
      );
      const { referral, inviterMemberId, ...fields } = player;
      const member = insertMemberWithWallet(
        tx,
        {
          ...fields,
          referrerMemberId: referral?.referrerMemberId ?? null,
          type: referral?.type ?? PLAYER_MEMBER_TYPE,
          nickname: player.username.trim(),
          // The session opened below is the first login, so the reply reports it.
          isFirstLogin: true,
        },
        now,
      );
      if (referral?.inviteLinkId) recordInviteRegistration(tx, member.id, referral.inviteLinkId, now);
      if (inviterMemberId !== null)
        recordInvitation(tx, { inviteeMemberId: member.id, inviterMemberId, now });
      return shouldLogIn ? openMemberSession(tx, member, now) : { id: member.id, userName: member.username };
    });
  } catch (error) {
    // Two registrations of one name racing past the caller's check.
    if (isUniqueViolation(error)) throw takenError();
    throw error;
  }
};
