import { useSearchParams } from 'react-router';

/** The search parameter of an agent's invite link (`/register?affiliateCode=<code>`). */
export const INVITE_CODE_PARAM = 'affiliateCode';

/**
 * The invite code of the link the visitor came by ('' without one): it fills
 * the invitation-code field, and when the merchant hides that field it is
 * still sent (`withInviteCode`), so the new member joins the agent's team.
 */
export const useInviteCode = (): string => {
  const [params] = useSearchParams();
  return params.get(INVITE_CODE_PARAM)?.trim() ?? '';
};

/** The registration request with the invite code added when its field is hidden (a shown field carries it already). */
export const withInviteCode = <TPayload extends { affiliateCode?: string }>(
  payload: TPayload,
  isFieldShown: boolean,
  inviteCode: string,
): TPayload => (isFieldShown || !inviteCode ? payload : { ...payload, affiliateCode: inviteCode });

/** The search parameter of a member's referral link (`/?referralCode=<code>`, docs/history/rewards-interfaces.md). */
export const REFERRAL_CODE_PARAM = 'referralCode';

/** The referral code of the link the visitor came by ('' without one). */
export const useReferralCode = (): string => {
  const [params] = useSearchParams();
  return params.get(REFERRAL_CODE_PARAM)?.trim() ?? '';
};

/** The registration request with the referral code of the link, if any: it links the new member to the inviter. */
export const withReferralCode = <TPayload extends { referralCode?: string }>(
  payload: TPayload,
  referralCode: string,
): TPayload => (referralCode ? { ...payload, referralCode } : payload);
