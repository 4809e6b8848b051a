import {
  SESSION_PATHS,
  ZNoInputSchema,
  ZSlideCaptchaOutputSchema,
  ZWireGeetestValueSchema,
} from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { sessionOrGuest } from '../../guest-session.js';
import { publicProcedure } from '../../procedures.js';

/**
 * A fresh slide captcha (GEETEST3, decision 0035): the browser gets the
 * puzzle's gap; the challenge stays in the session for the next login.
 */
export const slideCaptcha = publicProcedure
  .input(ZNoInputSchema)
  .use(rateLimited('captcha', (_input, ctx) => ctx.session.current?.id ?? null))
  .output(ZSlideCaptchaOutputSchema)
  .mutation(async ({ ctx }) => {
    const reply = await ctx.wire.get(SESSION_PATHS.geetest, ZWireGeetestValueSchema, {
      query: { t: ctx.clock.now() },
    });
    ctx.session.save({ ...sessionOrGuest(ctx), slideChallenge: reply.challenge });
    return { gap: reply.gap };
  });
