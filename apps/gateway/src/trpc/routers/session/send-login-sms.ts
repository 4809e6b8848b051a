import {
  WIRE_PATHS,
  ZSmsCodeInputSchema,
  ZSmsCodeOutputSchema,
  ZWireSmsCodeValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { toSmsCodeOutput } from '../../mappers/sms-code.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { withinSmsQuota } from '../../guards/sms-quota.js';
import { publicProcedure } from '../../procedures.js';

/** Sends the SMS login code; an unknown number answers `mobile_not_registered`. */
export const sendLoginSms = publicProcedure
  .input(ZSmsCodeInputSchema)
  .use(rateLimited('smsSend', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
  .use(withinSmsQuota)
  .output(ZSmsCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const value = await ctx.wire.send(
      'POST',
      WIRE_PATHS.smsLoginCode,
      { mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode },
      ZWireSmsCodeValueSchema,
      { withoutToken: true },
    );
    return toSmsCodeOutput(value);
  });
