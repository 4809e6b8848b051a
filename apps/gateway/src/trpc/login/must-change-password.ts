import type { TWireLoginValue } from '@site/contracts';
import type { TContext } from '../context.js';
import { siteFlags } from '../site-flags.js';
import type { TCredential } from './credential.js';

/**
 * Spec section 4: the change-password modal opens for the insecure default
 * password, or for an expired one while the password policy
 * (PWDEXPFORCECHANGE3) is on; never after an SMS, social, token or trial login.
 */
export const mustChangePassword = async (
  ctx: TContext,
  login: TWireLoginValue,
  credential: TCredential,
): Promise<boolean> => {
  if (credential === 'insecure-default-password') return true;
  if (credential !== 'password' || !login.passwordExpired) return false;
  return (await siteFlags(ctx))['PWDEXPFORCECHANGE3'] === true;
};
