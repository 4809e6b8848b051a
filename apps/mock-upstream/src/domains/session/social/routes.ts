import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_PATHS, SOCIAL_PROVIDERS, ZWireSocialLoginRequestSchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { logInWithProvider } from './social-login-service.js';

/** `/wps/session/login/<provider>` for each of SOCIAL_PROVIDERS: one static route each, so unknown providers are 404s. */
export const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      SESSION_PATHS.socialLogin.replace(':provider', provider),
      { schema: { body: ZWireSocialLoginRequestSchema } },
      async (request) =>
        success(logInWithProvider(app.db, request.merchant, provider, request.body, new Date())),
    );
  }
};
