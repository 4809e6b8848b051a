import { z } from 'zod';
import {
  ACCOUNT_PATHS,
  SESSION_PATHS,
  type TWireLoginRequest,
  ZLoginResultSchema,
  ZResetByPhoneInputSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { attemptLogin } from '../../login/attempt-login.js';
import { passwordCredential } from '../../login/credential.js';
import { publicProcedure } from '../../procedures.js';

const numberOf = (input: { countryDialingCode: string; mobileNum: string }) =>
  fullMobileNumber(input.countryDialingCode, input.mobileNum);

/**
 * Sets a new password with the reset code `sendResetSms` sent, then signs in
 * with the number and the new password (docs/product.md §4). Should that login need a
 * second factor, the challenge is kept and the answer says so, as a login's
 * does; `verifySecondFactor` completes it.
 */
export const resetByPhone = publicProcedure
  .meta({ audit: 'account.resetByPhone' })
  .input(ZResetByPhoneInputSchema.transform(normalisedPhone))
  .use(rateLimited('smsVerify', numberOf))
  .output(ZLoginResultSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.wire.sendEncrypted(
      'POST',
      ACCOUNT_PATHS.resetByPhone,
      {
        newPassword: input.newPassword,
        mobileNum: input.mobileNum,
        verificationCode: input.verificationCode,
        countryDialingCode: input.countryDialingCode,
      },
      z.unknown(),
      { withoutToken: true },
    );
    const request: TWireLoginRequest = {
      username: input.mobileNum,
      password: input.newPassword,
      captcha: '',
      type: 'username',
    };
    const result = await attemptLogin(
      ctx,
      numberOf(input),
      () =>
        ctx.wire.sendEncrypted('POST', SESSION_PATHS.login, request, ZWireLoginValueSchema, {
          withoutToken: true,
        }),
      { remember: false, portal: 'member', credential: passwordCredential(input.newPassword) },
    );
    return result;
  });
