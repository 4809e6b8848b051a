import {
  SESSION_PATHS,
  type TWireLoginRequest,
  ZLoginResultSchema,
  ZSmsLoginInputSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { lockedOutAfterFailures } from '../../guards/login-lockout.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { attemptLogin } from '../../login/attempt-login.js';
import { publicProcedure } from '../../procedures.js';

const numberOf = (input: { countryDialingCode: string; mobileNum: string }) =>
  fullMobileNumber(input.countryDialingCode, input.mobileNum);

/** Login with a mobile number and the code `sendLoginSms` had sent to it. */
export const loginBySms = publicProcedure
  .input(ZSmsLoginInputSchema.transform(normalisedPhone))
  .use(lockedOutAfterFailures(numberOf))
  .use(rateLimited('login', numberOf))
  .use(rateLimited('smsVerify', numberOf))
  .output(ZLoginResultSchema)
  .mutation(async ({ ctx, input }) => {
    const request: TWireLoginRequest = {
      username: '',
      password: '',
      captcha: '',
      type: 'sms',
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      verificationCode: input.verificationCode,
    };
    return attemptLogin(
      ctx,
      numberOf(input),
      () =>
        ctx.wire.sendEncrypted('POST', SESSION_PATHS.login, request, ZWireLoginValueSchema, {
          withoutToken: true,
        }),
      { remember: input.remember, portal: 'member', credential: 'sms' },
    );
  });
