import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { REFERRAL_CODE_PARAM, useReferralCode } from './use-invite-code';

/**
 * A member's referral link (`<site>/?referralCode=<code>`, any page) opens
 * the register dialog with the code, for a visitor; the address keeps the
 * code so the registration sends it.
 */
export const ReferralLinkOpener = () => {
  const referralCode = useReferralCode();
  const { member, isPending } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!referralCode || isPending || member || pathname === paths.register.path) return;
    const search = new URLSearchParams({ [REFERRAL_CODE_PARAM]: referralCode });
    navigate(`${paths.register.path}?${search.toString()}`, { replace: true });
  }, [referralCode, isPending, member, pathname, navigate]);
  return null;
};
