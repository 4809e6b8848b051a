import {
  WIRE_PATHS,
  ZSmsCodeInputSchema,
  ZSmsCodeOutputSchema,
  ZWireSmsCodeValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { withinSmsQuota } from '../../guards/sms-quota.js';
import { toSmsCodeOutput } from '../../mappers/sms-code.js';
import { publicProcedure } from '../../procedures.js';

/** The code for a password reset by phone (CHNGPASSVERIF3; off → `function.not.available`). */
export const sendResetSms = publicProcedure
  .input(ZSmsCodeInputSchema)
  .use(rateLimited('smsSend', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
  .use(withinSmsQuota)
  .output(ZSmsCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const value = await ctx.wire.send(
      'POST',
      WIRE_PATHS.smsResetCode,
      { mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode },
      ZWireSmsCodeValueSchema,
      { withoutToken: true },
    );
    return toSmsCodeOutput(value);
  });
