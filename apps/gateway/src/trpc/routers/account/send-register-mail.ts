import {
  ACCOUNT_PATHS,
  ZMailCodeInputSchema,
  ZSmsCodeOutputSchema,
  ZWireSmsCodeValueSchema,
} from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { withinMessageQuota } from '../../guards/sms-quota.js';
import { toSmsCodeOutput } from '../../mappers/sms-code.js';
import { publicProcedure } from '../../procedures.js';

const addressOf = (input: { email: string }) => input.email.toLowerCase();

/**
 * The code that proves an email address at registration (EMAILREG3); an
 * address already registered answers `email_taken`. Limited as an SMS code:
 * per address and IP per minute, and the daily message quota.
 */
export const sendRegisterMail = publicProcedure
  .input(ZMailCodeInputSchema)
  .use(rateLimited('smsSend', addressOf))
  .use(withinMessageQuota(addressOf))
  .output(ZSmsCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const value = await ctx.wire.send(
      'POST',
      ACCOUNT_PATHS.mailRegisterCode,
      { email: input.email, operationType: 1 },
      ZWireSmsCodeValueSchema,
      { withoutToken: true },
    );
    return toSmsCodeOutput(value);
  });
