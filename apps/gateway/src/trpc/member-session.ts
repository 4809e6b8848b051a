import {
  flattenWhitelabel,
  LIMITS,
  WIRE_PATHS,
  ZWireSystemStatusSchema,
  type TLoginOutput,
  type TWireLoginValue,
} from '@site/contracts';
import { AppError } from '../upstream/errors.js';
import type { TContext } from './context.js';
import { toMember, ZMemberInfoOrGuestSchema } from './mappers/member.js';

/**
 * Spec section 4: the change-password modal opens for the insecure default
 * password, or for an expired one while the password policy
 * (PWDEXPFORCECHANGE3) is on.
 */
const mustChangePassword = async (
  ctx: TContext,
  login: TWireLoginValue,
  password: string,
): Promise<boolean> => {
  if (password === LIMITS.insecureDefaultPassword) return true;
  if (!login.passwordExpired) return false;
  const status = await ctx.wire.get(WIRE_PATHS.systemStatus, ZWireSystemStatusSchema);
  return flattenWhitelabel(status.info.whitelabel)['PWDEXPFORCECHANGE3'] === true;
};

/**
 * After a successful login or registration: load the member with the new
 * token, then seal the token into the cookie. The cookie is written last, so
 * a failed follow-up call leaves the visitor as they were.
 */
export const startMemberSession = async (
  ctx: TContext,
  login: TWireLoginValue,
  options: { remember: boolean; password: string },
): Promise<TLoginOutput> => {
  const info = await ctx.wire.get(WIRE_PATHS.memberInfo, ZMemberInfoOrGuestSchema, { token: login.token });
  if (!info) throw new AppError({ key: 'unknown_error' }, { code: 'BAD_GATEWAY' });
  const changePassword = await mustChangePassword(ctx, login, options.password);
  ctx.session.save({ token: login.token, remember: options.remember, issuedAt: Date.now() });
  return { member: toMember(info), firstTimeLogin: login.firstTimeLogin, mustChangePassword: changePassword };
};
