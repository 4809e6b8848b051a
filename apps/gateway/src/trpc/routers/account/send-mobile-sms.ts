import type { z } from 'zod';
import {
  ACCOUNT_PATHS,
  BIND_MOBILE_OPERATION_TYPE,
  ZSmsCodeInputSchema,
  ZSmsCodeOutputSchema,
  type ZWireBindMobileCodeRequestSchema,
  ZWireSmsCodeValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { withinSmsQuota } from '../../guards/sms-quota.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { toSmsCodeOutput } from '../../mappers/sms-code.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * Texts a code to the number the member binds (`operationType` 5), limited
 * per number and IP and counted against the daily SMS quota like every SMS.
 * Another member's number answers `mobile_taken`.
 */
export const sendMobileSms = realMemberProcedure
  .input(ZSmsCodeInputSchema.transform(normalisedPhone))
  .use(rateLimited('smsSend', (input) => fullMobileNumber(input.countryDialingCode, input.mobileNum)))
  .use(withinSmsQuota)
  .output(ZSmsCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireBindMobileCodeRequestSchema> = {
      mobileNum: input.mobileNum,
      operationType: BIND_MOBILE_OPERATION_TYPE,
      countryDialingCode: input.countryDialingCode,
    };
    return toSmsCodeOutput(
      await ctx.wire.send('POST', ACCOUNT_PATHS.bindMobileCode, body, ZWireSmsCodeValueSchema),
    );
  });
