import {
  WIRE_PATHS,
  ZLoginOutputSchema,
  ZRegisterInputSchema,
  ZRegisterSettingsSchema,
  ZWireLoginValueSchema,
} from '@site/contracts';
import { appError } from '../../upstream/errors.js';
import { router } from '../init.js';
import { registerFieldErrors, registrationPage, toWireRegisterRequest } from '../mappers/register-request.js';
import { startMemberSession } from '../member-session.js';
import { publicProcedure } from '../procedures.js';

export const accountRouter = router({
  /** Username registration; the new member is logged in afterwards. */
  register: publicProcedure
    .input(ZRegisterInputSchema)
    .output(ZLoginOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const settings = await ctx.wire.get(WIRE_PATHS.registerSettings, ZRegisterSettingsSchema);
      const fieldErrors = registerFieldErrors(input, settings);
      if (fieldErrors) throw appError('validation_failed', { fieldErrors });
      const request = toWireRegisterRequest(
        input,
        settings,
        registrationPage(ctx.pageOrigin, ctx.config.publicUrl),
      );
      const login = await ctx.wire.sendEncrypted('PUT', WIRE_PATHS.register, request, ZWireLoginValueSchema, {
        withoutToken: true,
      });
      return startMemberSession(ctx, login, { remember: false, password: input.password });
    }),
});
