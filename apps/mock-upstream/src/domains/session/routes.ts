import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAPTCHA_COOKIE,
  SESSION_PATHS,
  ZWireFreePlayRequestSchema,
  ZWireLoginRequestSchema,
  ZWireLoginVerificationRequestSchema,
  ZWireSmsCodeRequestSchema,
} from '@site/contracts';
import { revokeSession } from '../../core/sessions/session-store.js';
import { sendLoginCode } from '../../core/sessions/sms-code-service.js';
import { decryptEncryptedBody } from '../../wire/encrypted-body.js';
import { success } from '../../wire/envelope.js';
import { visitorIp } from '../../wire/headers.js';
import { authenticated, readOptionalMember, requireMember } from '../../wire/token-hook.js';
import { issueCaptcha, issueSlideCaptcha } from './captcha-service.js';
import { startFreePlay } from './free-play-service.js';
import { logIn } from './login-service.js';
import { verifyLogin } from './login-verification-service.js';
import { buildMemberInfo } from './member-info-service.js';
import { socialLoginRoutes } from './social/routes.js';

/** The session group: RSA key, captcha, the logins (password, SMS, second factor, social, free play), member info, logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(socialLoginRoutes);

  // Plain text, not the envelope (docs/upstream.md §2.1); fetched before every enc call.
  app.get(SESSION_PATHS.rsaKey, { config: { isMerchantOptional: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(app.rsaKeyPair.modulusHex),
  );

  app.get(SESSION_PATHS.captcha, async (_request, reply) => {
    const { captchaId, imageBase64 } = issueCaptcha(app.db, new Date());
    reply.header('cache-control', 'no-store').setCookie(CAPTCHA_COOKIE, captchaId, {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    });
    return success(imageBase64);
  });

  // GeeTest v3's register reply; the challenge itself binds the answer, no cookie (decision 0035).
  app.get(SESSION_PATHS.geetest, async (request, reply) => {
    const { challenge, gap } = issueSlideCaptcha(app.db, new Date());
    reply.header('cache-control', 'no-store');
    return success({ success: 1, gt: request.merchant.code, challenge, new_captcha: true, gap });
  });

  app.post(
    SESSION_PATHS.login,
    { schema: { body: ZWireLoginRequestSchema }, preValidation: decryptEncryptedBody },
    async (request) =>
      success(
        await logIn(app.db, request.merchant, request.body, {
          captchaId: request.cookies[CAPTCHA_COOKIE],
          ip: visitorIp(request),
          now: new Date(),
        }),
      ),
  );

  app.post(
    SESSION_PATHS.loginVerification,
    { schema: { body: ZWireLoginVerificationRequestSchema }, preValidation: decryptEncryptedBody },
    async (request) => success(verifyLogin(app.db, request.merchant, request.body, new Date())),
  );

  // Not an enc call: the body's own `Encryption` field is the desktop client's RSA of a random text.
  app.post(SESSION_PATHS.freePlay, { schema: { body: ZWireFreePlayRequestSchema } }, async (request) =>
    success(startFreePlay(app.db, request.merchant, new Date())),
  );

  // The desktop client logs out with DELETE, the proxy with POST (docs/upstream.md §3).
  app.route({
    method: ['POST', 'DELETE'],
    url: SESSION_PATHS.logout,
    preHandler: requireMember,
    handler: async (request) => {
      revokeSession(app.db, authenticated(request).session.token, new Date());
      return success(null);
    },
  });

  app.post(SESSION_PATHS.smsLoginCode, { schema: { body: ZWireSmsCodeRequestSchema } }, async (request) =>
    success(sendLoginCode(app.db, request.merchant, request.body, new Date())),
  );

  // Guests get success with an empty payload (docs/upstream.md §1); a bad token is still a 401.
  app.get(SESSION_PATHS.memberInfo, { preHandler: readOptionalMember }, async (request) =>
    success(request.auth ? buildMemberInfo(app.db, request.auth.member, request.merchant) : {}),
  );
};
