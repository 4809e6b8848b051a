import {
  CAPTCHA_COOKIE,
  SESSION_PATHS,
  ZCaptchaOutputSchema,
  ZNoInputSchema,
  ZWireCaptchaValueSchema,
} from '@site/contracts';
import { rateLimited } from '../../guards/rate-limited.js';
import { sessionOrGuest } from '../../guest-session.js';
import { publicProcedure } from '../../procedures.js';

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** A fresh captcha; its upstream binding is kept in the session for the next login. */
export const captcha = publicProcedure
  .input(ZNoInputSchema)
  .use(rateLimited('captcha', (_input, ctx) => ctx.session.current?.id ?? null))
  .output(ZCaptchaOutputSchema)
  .mutation(async ({ ctx }) => {
    const reply = await ctx.wire.getWithCookies(SESSION_PATHS.captcha, ZWireCaptchaValueSchema, {
      query: { t: ctx.clock.now() },
    });
    const captchaId = reply.cookies[CAPTCHA_COOKIE];
    if (captchaId) {
      ctx.session.save({ ...sessionOrGuest(ctx), captchaId });
    } else {
      ctx.log.warn('captcha reply without its binding cookie; the login cannot be checked against it');
    }
    const image = reply.value.startsWith(PNG_DATA_URL_PREFIX)
      ? reply.value
      : `${PNG_DATA_URL_PREFIX}${reply.value}`;
    return { image };
  });
