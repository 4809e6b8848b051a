import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  ZWireAffiliateQuerySchema,
  ZWireMailRegisterCodeRequestSchema,
  ZWireMailRegisterVerifyRequestSchema,
  ZWireRegisterRequestSchema,
  ZWireSmsRegisterCodeRequestSchema,
} from '@site/contracts';
import { accountErrors } from '../../core/members/account-errors.js';
import { decryptEncryptedBody } from '../../wire/encrypted-body.js';
import { success } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { suggestUsername } from './auto-username.js';
import { sendMailRegisterCode, verifyMailRegisterCode } from './mail-register-code-service.js';
import { registerByMail } from './mail-register-service.js';
import { registerByMobile } from './mobile-register-service.js';
import { passwordRoutes } from './password/routes.js';
import { profileRoutes } from './profile/routes.js';
import { isAffiliateCodeValid } from './referrer.js';
import { sendRegisterCode } from './register-code-service.js';
import { register } from './register-service.js';

/** The account group: registration (with its SMS and email codes), passwords, the affiliate check and the member's profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordRoutes);
  await app.register(profileRoutes);

  app.post(
    ACCOUNT_PATHS.smsRegisterCode,
    { schema: { body: ZWireSmsRegisterCodeRequestSchema } },
    async (request) => success(sendRegisterCode(app.db, request.merchant, request.body, new Date())),
  );

  app.put(
    ACCOUNT_PATHS.register,
    { schema: { body: ZWireRegisterRequestSchema }, preValidation: decryptEncryptedBody },
    async (request) => {
      const { merchant } = request;
      const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
      return success(await register(app.db, merchant, request.body, language, new Date()));
    },
  );

  // The same body as username registration, with `username` = `mobileNum`.
  app.put(
    ACCOUNT_PATHS.registerMobile,
    { schema: { body: ZWireRegisterRequestSchema }, preValidation: decryptEncryptedBody },
    async (request) => {
      const { merchant } = request;
      const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
      return success(await registerByMobile(app.db, merchant, request.body, language, new Date()));
    },
  );

  app.post(
    ACCOUNT_PATHS.mailRegisterCode,
    { schema: { body: ZWireMailRegisterCodeRequestSchema } },
    async (request) => success(sendMailRegisterCode(app.db, request.merchant, request.body, new Date())),
  );

  app.post(
    ACCOUNT_PATHS.mailRegisterVerify,
    { schema: { body: ZWireMailRegisterVerifyRequestSchema } },
    async (request) => success(verifyMailRegisterCode(app.db, request.merchant, request.body, new Date())),
  );

  // The same body as username registration; the email must have been verified with its code.
  app.put(
    ACCOUNT_PATHS.registerMail,
    {
      schema: { body: ZWireRegisterRequestSchema },
      preValidation: decryptEncryptedBody,
      config: { audit: 'account.registerByEmail' },
    },
    async (request) => {
      const { merchant } = request;
      const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
      return success(await registerByMail(app.db, merchant, request.body, language, new Date()));
    },
  );

  // No body: the reply is a free username that follows the merchant's username rule.
  app.put(ACCOUNT_PATHS.autoUsername, async (request) => success(suggestUsername(app.db, request.merchant)));

  // `success` tells validity (docs/upstream.md §3); `domain` names the site the code was shared on.
  app.get(
    ACCOUNT_PATHS.affiliate,
    { schema: { querystring: ZWireAffiliateQuerySchema } },
    async (request) => {
      if (!isAffiliateCodeValid(app.db, request.merchant.id, request.query.code)) {
        throw accountErrors.invitationCodeError();
      }
      return success({ valid: true });
    },
  );
};
