import { z } from 'zod';
import {
  CAPTCHA_COOKIE,
  WIRE_PATHS,
  ZCaptchaOutputSchema,
  ZLoginInputSchema,
  ZLoginOutputSchema,
  ZLogoutOutputSchema,
  ZMeOutputSchema,
  ZNoInputSchema,
  ZWireCaptchaValueSchema,
  ZWireLoginValueSchema,
  type TWireLoginRequest,
} from '@site/contracts';
import { toAppError } from '../../upstream/errors.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { router } from '../init.js';
import { toMember, ZMemberInfoOrGuestSchema } from '../mappers/member.js';
import { startMemberSession } from '../member-session.js';
import { publicProcedure } from '../procedures.js';

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const isSessionGone = (error: unknown): boolean =>
  error instanceof UpstreamError && toAppError(error).errorData.key === 'login.not.session';

export const sessionRouter = router({
  /** The logged-in member, or `{member: null}`; a gone upstream session logs the visitor out quietly. */
  me: publicProcedure
    .input(ZNoInputSchema)
    .output(ZMeOutputSchema)
    .query(async ({ ctx }) => {
      if (!ctx.session.current?.token) return { member: null };
      try {
        const info = await ctx.wire.get(WIRE_PATHS.memberInfo, ZMemberInfoOrGuestSchema);
        if (info) return { member: toMember(info) };
      } catch (error) {
        if (!isSessionGone(error)) throw error;
      }
      ctx.session.clear();
      return { member: null };
    }),

  /** Encrypted login; a failure that now needs the captcha carries `data.hint.captcha`. */
  login: publicProcedure
    .input(ZLoginInputSchema)
    .output(ZLoginOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const request: TWireLoginRequest = {
        username: input.username,
        password: input.password,
        captcha: input.captcha ?? '',
        type: 'username',
      };
      const login = await ctx.wire.sendEncrypted('POST', WIRE_PATHS.login, request, ZWireLoginValueSchema, {
        withoutToken: true,
      });
      return startMemberSession(ctx, login, { remember: input.remember, password: input.password });
    }),

  logout: publicProcedure
    .input(ZNoInputSchema)
    .output(ZLogoutOutputSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.session.current?.token) {
        try {
          await ctx.wire.send('DELETE', WIRE_PATHS.logout, undefined, z.unknown());
        } catch (error) {
          // The visitor asked to leave: an upstream that cannot end its session does not stop that.
          ctx.log.info({ err: error }, 'upstream logout failed; clearing the cookie anyway');
        }
      }
      ctx.session.clear();
      return { ok: true as const };
    }),

  /** A fresh captcha; its upstream binding is kept in the session for the next login. */
  captcha: publicProcedure
    .input(ZNoInputSchema)
    .output(ZCaptchaOutputSchema)
    .mutation(async ({ ctx }) => {
      const reply = await ctx.wire.getWithCookies(WIRE_PATHS.captcha, ZWireCaptchaValueSchema, {
        query: { t: Date.now() },
      });
      const captchaId = reply.cookies[CAPTCHA_COOKIE];
      if (captchaId) {
        const session = ctx.session.current ?? { remember: false, issuedAt: Date.now() };
        ctx.session.save({ ...session, captchaId });
      } else {
        ctx.log.warn('captcha reply without its binding cookie; the login cannot be checked against it');
      }
      const image = reply.value.startsWith(PNG_DATA_URL_PREFIX)
        ? reply.value
        : `${PNG_DATA_URL_PREFIX}${reply.value}`;
      return { image };
    }),
});
