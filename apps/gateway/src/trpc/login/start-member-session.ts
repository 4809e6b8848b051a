import { isAgentType, SESSION_PATHS, type TLoginOutput, type TWireLoginValue } from '@site/contracts';
import { AppError, appError } from '../../errors/app-error.js';
import { newSessionPayload } from '../../session/session-payload.js';
import type { TContext } from '../context.js';
import { endUpstreamSession } from '../end-upstream-session.js';
import { toMember, ZMemberInfoOrGuestSchema } from '../mappers/member.js';
import type { TLoginOptions } from './credential.js';
import { mustChangePassword } from './must-change-password.js';

/**
 * After a successful login or registration: load the member with the new
 * token, refuse a non-agent at the agent portal, then seal the token into a
 * brand-new cookie (new session id and clocks, nothing carried over) and end
 * the previous upstream session. The member type is sealed too, so trial
 * sessions are told apart without an upstream call (procedures.ts), and the
 * member id, for the realtime room. The cookie is written last, so a failed
 * follow-up call leaves the visitor as they were.
 */
export const startMemberSession = async (
  ctx: TContext,
  login: TWireLoginValue,
  options: TLoginOptions,
): Promise<TLoginOutput> => {
  const info = await ctx.wire.get(SESSION_PATHS.memberInfo, ZMemberInfoOrGuestSchema, { token: login.token });
  if (!info) throw new AppError({ key: 'unknown_error' }, { code: 'BAD_GATEWAY' });
  if (options.portal === 'agent' && !isAgentType(info.type)) {
    await endUpstreamSession(ctx, login.token);
    throw appError('error_not_agent');
  }
  const changePassword = await mustChangePassword(ctx, login, options.credential);
  const previousToken = ctx.session.current?.token;
  ctx.session.save(
    newSessionPayload(ctx.clock.now(), {
      token: login.token,
      memberType: info.type,
      memberId: info.id,
      remember: options.remember,
      mustChangePassword: changePassword,
    }),
  );
  if (previousToken && previousToken !== login.token) await endUpstreamSession(ctx, previousToken);
  return { member: toMember(info), firstTimeLogin: login.firstTimeLogin, mustChangePassword: changePassword };
};
