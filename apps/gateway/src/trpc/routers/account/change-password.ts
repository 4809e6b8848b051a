import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  SESSION_PATHS,
  SYSTEM_PATHS,
  ZChangePasswordInputSchema,
  ZMeOutputSchema,
  ZRegisterSettingsSchema,
} from '@site/contracts';
import { AppError, appError } from '../../../errors/app-error.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { toMember, ZMemberInfoOrGuestSchema } from '../../mappers/member.js';
import { problemWith } from '../../mappers/register-request.js';
import { memberProcedure } from '../../procedures.js';

/**
 * Changes the member's password over the encrypted call; the new one must
 * follow the register rule for passwords. A wrong old password answers
 * `old_password_incorrect`; it counts against the login limit of the
 * session, so a borrowed session cannot be used to guess the password.
 */
export const changePassword = memberProcedure
  .meta({ audit: 'account.changePassword' })
  .input(ZChangePasswordInputSchema)
  .use(rateLimited('login', (_input, ctx) => ctx.session.current?.id ?? null))
  .output(ZMeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const settings = await ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema);
    const problem = problemWith(input.newPassword, settings['password']);
    if (problem) throw appError('validation_failed', { fieldErrors: { newPassword: problem } });
    await ctx.wire.sendEncrypted(
      'POST',
      ACCOUNT_PATHS.changePassword,
      {
        oldPassword: input.oldPassword,
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmNewPassword,
      },
      z.unknown(),
    );
    const info = await ctx.wire.get(SESSION_PATHS.memberInfo, ZMemberInfoOrGuestSchema);
    if (!info) throw new AppError({ key: 'login.not.session' });
    const session = ctx.session.current;
    if (session?.mustChangePassword) ctx.session.save({ ...session, mustChangePassword: false });
    return { member: toMember(info), mustChangePassword: false };
  });
