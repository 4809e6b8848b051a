import {
  ACCOUNT_PATHS,
  SYSTEM_PATHS,
  ZLoginOutputSchema,
  ZRegisterMobileInputSchema,
  ZRegisterSettingsSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { fullMobileNumber } from '../../../hardening/counter-keys.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { passwordCredential } from '../../login/credential.js';
import { startMemberSession } from '../../login/start-member-session.js';
import { registrationPage } from '../../mappers/register-request.js';
import { publicProcedure } from '../../procedures.js';
import { siteFlags } from '../../site-flags.js';
import { mobileRegisterFieldErrors, toWireMobileRegisterRequest } from './mappers/register-mobile-request.js';

const numberOf = (input: { countryDialingCode: string; mobileNum: string }) =>
  fullMobileNumber(input.countryDialingCode, input.mobileNum);

/**
 * Registration by mobile number (MOBILENUMREG3): the number becomes the
 * username. Without MOBILENUMPASSREG3 the member has no password of their
 * own and signs in by SMS, so no change-password prompt follows.
 */
export const registerByMobile = publicProcedure
  .input(ZRegisterMobileInputSchema.transform(normalisedPhone))
  .use(rateLimited('register', numberOf))
  .use(rateLimited('smsVerify', numberOf))
  .output(ZLoginOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const [settings, siteFlagValues] = await Promise.all([
      ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema),
      siteFlags(ctx),
    ]);
    const flags = {
      needsSmsCode: siteFlagValues['REGMOBVERF3'] === true,
      needsPassword: siteFlagValues['MOBILENUMPASSREG3'] === true,
    };
    const fieldErrors = mobileRegisterFieldErrors(input, settings, flags);
    if (fieldErrors) throw appError('validation_failed', { fieldErrors });
    const request = toWireMobileRegisterRequest(
      input,
      flags,
      registrationPage(ctx.pageOrigin, ctx.config.publicUrl),
    );
    const login = await ctx.wire.sendEncrypted(
      'PUT',
      ACCOUNT_PATHS.registerMobile,
      request,
      ZWireLoginValueSchema,
      {
        withoutToken: true,
      },
    );
    return startMemberSession(ctx, login, {
      remember: false,
      portal: 'member',
      credential: flags.needsPassword ? passwordCredential(request.password) : 'sms',
    });
  });
