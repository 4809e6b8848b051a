import { ACCOUNT_PATHS, SESSION_PATHS, ZWireRegisterRequestSchema } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decryptEncryptedBody } from '../../wire/encrypted-body.js';
import { success } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { readOptionalMember } from '../../wire/token-hook.js';
import { registerByMobile } from './mobile-register-service.js';
import { register } from './register-service.js';
import { buildMemberInfo } from './service.js';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests get success with an empty payload (docs/upstream.md §1); a bad token is still a 401.
  app.get(SESSION_PATHS.memberInfo, { preHandler: readOptionalMember }, async (request) =>
    success(request.auth ? buildMemberInfo(request.auth.member, request.merchant) : {}),
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
};
