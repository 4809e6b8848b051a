import {
  ACCOUNT_PATHS,
  SYSTEM_PATHS,
  VALIDATION,
  ZLoginOutputSchema,
  ZRegisterInputSchema,
  ZRegisterSettingsSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { normalisedPhone } from '../../inputs/normalised-phone.js';
import { passwordCredential } from '../../login/credential.js';
import { startMemberSession } from '../../login/start-member-session.js';
import {
  registerFieldErrors,
  registrationPage,
  toWireRegisterRequest,
} from '../../mappers/register-request.js';
import { publicProcedure } from '../../procedures.js';
import { siteFlags } from '../../site-flags.js';

/**
 * Username registration, checked against the merchant's register settings
 * first; with REGMOBVERF3 on, a given mobile number needs its SMS code. The
 * new member is logged in afterwards.
 */
export const register = publicProcedure
  .input(ZRegisterInputSchema.transform(normalisedPhone))
  .use(rateLimited('register', (input) => input.username.toLowerCase()))
  .output(ZLoginOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const [settings, flags] = await Promise.all([
      ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema),
      siteFlags(ctx),
    ]);
    const fieldErrors = { ...registerFieldErrors(input, settings) };
    if (flags['REGMOBVERF3'] && input.mobileNum && !input.verificationCode) {
      fieldErrors['verificationCode'] = VALIDATION.verificationCode;
    }
    if (Object.keys(fieldErrors).length > 0) throw appError('validation_failed', { fieldErrors });
    const request = toWireRegisterRequest(
      input,
      settings,
      registrationPage(ctx.pageOrigin, ctx.config.publicUrl),
    );
    const login = await ctx.wire.sendEncrypted(
      'PUT',
      ACCOUNT_PATHS.register,
      request,
      ZWireLoginValueSchema,
      {
        withoutToken: true,
      },
    );
    return startMemberSession(ctx, login, {
      remember: false,
      portal: 'member',
      credential: passwordCredential(input.password),
    });
  });
