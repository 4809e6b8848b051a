import {
  ACCOUNT_PATHS,
  SYSTEM_PATHS,
  type TRegisterField,
  ZLoginOutputSchema,
  ZRegisterEmailInputSchema,
  ZRegisterSettingsSchema,
  ZWireLoginValueSchema,
  ZWireMailRegisterVerifyValueSchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { rateLimited } from '../../guards/rate-limited.js';
import { passwordCredential } from '../../login/credential.js';
import { startMemberSession } from '../../login/start-member-session.js';
import {
  registerFieldErrors,
  registrationPage,
  toWireRegisterRequest,
} from '../../mappers/register-request.js';
import { publicProcedure } from '../../procedures.js';

/** The register settings that rule the email tab's fields (the address itself must always be there). */
const EMAIL_TAB_FIELDS: readonly TRegisterField[] = ['username', 'password', 'email', 'affiliateCode'];

/**
 * Registration by email (EMAILREG3, decision 0034): the code mailed to the
 * address is verified upstream first, then the member is registered with
 * it and logged in. Limited as a registration (per username) and as an SMS
 * code check (per address).
 */
export const registerByEmail = publicProcedure
  .meta({ audit: 'account.registerByEmail' })
  .input(ZRegisterEmailInputSchema)
  .use(rateLimited('register', (input) => input.username.toLowerCase()))
  .use(rateLimited('smsVerify', (input) => input.email.toLowerCase()))
  .output(ZLoginOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const settings = await ctx.wire.get(SYSTEM_PATHS.registerSettings, ZRegisterSettingsSchema);
    const fieldErrors = registerFieldErrors(input, settings, EMAIL_TAB_FIELDS);
    if (fieldErrors) throw appError('validation_failed', { fieldErrors });
    await ctx.wire.send(
      'POST',
      ACCOUNT_PATHS.mailRegisterVerify,
      { email: input.email, verificationCode: input.verificationCode },
      ZWireMailRegisterVerifyValueSchema,
      { withoutToken: true },
    );
    const page = registrationPage(ctx.pageOrigin, ctx.config.publicUrl);
    const request = { ...toWireRegisterRequest(input, settings, page), email: input.email };
    const login = await ctx.wire.sendEncrypted(
      'PUT',
      ACCOUNT_PATHS.registerMail,
      request,
      ZWireLoginValueSchema,
      { withoutToken: true },
    );
    return startMemberSession(ctx, login, {
      remember: false,
      portal: 'member',
      credential: passwordCredential(input.password),
    });
  });
