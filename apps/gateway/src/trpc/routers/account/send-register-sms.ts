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

/** The code that proves a number at registration; a taken number answers `mobile_taken`. */
export const sendRegisterSms = publicProcedure
  .input(ZSmsCodeInputSchema)
  .use(rateLimited('smsSend', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
  .use(withinSmsQuota)
  .output(ZSmsCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    // This call names the number `mobileNo` (wire facts §3).
    const value = await ctx.wire.send(
      'POST',
      WIRE_PATHS.smsRegisterCode,
      { mobileNo: input.mobileNum, countryDialingCode: input.countryDialingCode },
      ZWireSmsCodeValueSchema,
      { withoutToken: true },
    );
    return toSmsCodeOutput(value);
  });
