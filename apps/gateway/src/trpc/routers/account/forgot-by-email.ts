import { z } from 'zod';
import { ACCOUNT_PATHS, ZForgotByEmailInputSchema, ZForgotByEmailOutputSchema } from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { publicProcedure } from '../../procedures.js';

/**
 * Emails a temporary password (the upstream marks it expired, so the next
 * login asks for a new one under PWDEXPFORCECHANGE3). The upstream wants
 * this one call form-urlencoded. No match: `username_or_email_not_exist`.
 */
export const forgotByEmail = publicProcedure
  .meta({ audit: 'account.forgotByEmail' })
  .input(ZForgotByEmailInputSchema)
  .use(rateLimited('passwordReset', (input) => input.username.toLowerCase()))
  .output(ZForgotByEmailOutputSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.wire.sendForm(
      'POST',
      ACCOUNT_PATHS.forgotByEmail,
      { username: input.username, email: input.email },
      z.unknown(),
      { withoutToken: true },
    );
    return { sent: true as const };
  });
