import {
  type TSmsCodeInput,
  ZSmsCodeInputSchema,
  ZSmsCodeOutputSchema,
  ZWireSmsCodeValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../hardening/counter-keys.js';
import { rateLimited } from './guards/rate-limited.js';
import { withinSmsQuota } from './guards/sms-quota.js';
import { normalisedPhone } from './inputs/normalised-phone.js';
import { toSmsCodeOutput } from './mappers/sms-code.js';
import { publicProcedure } from './procedures.js';

type TParsedSmsCodeInput = Required<TSmsCodeInput>;

/**
 * A procedure that asks the upstream to text a code: login, registration and
 * password reset differ only in the path and how the body names the number.
 * Each is rate-limited per number and IP and counted against the daily SMS quota.
 */
export const smsCodeProcedure = (path: string, toWireBody: (input: TParsedSmsCodeInput) => object) =>
  publicProcedure
    .input(ZSmsCodeInputSchema.transform(normalisedPhone))
    .use(rateLimited('smsSend', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
    .use(withinSmsQuota)
    .output(ZSmsCodeOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const value = await ctx.wire.send('POST', path, toWireBody(input), ZWireSmsCodeValueSchema, {
        withoutToken: true,
      });
      return toSmsCodeOutput(value);
    });

/** The usual body of an SMS code request. */
export const smsCodeBody = ({ mobileNum, countryDialingCode }: TParsedSmsCodeInput) => ({
  mobileNum,
  countryDialingCode,
});
