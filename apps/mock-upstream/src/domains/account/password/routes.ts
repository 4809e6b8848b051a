import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  ZWireChangePasswordRequestSchema,
  ZWireForgotByEmailRequestSchema,
  ZWireResetByPhoneRequestSchema,
  ZWireSmsCodeRequestSchema,
} from '@site/contracts';
import { decryptEncryptedBody } from '../../../wire/encrypted-body.js';
import { success } from '../../../wire/envelope.js';
import { authenticated, requireMember } from '../../../wire/token-hook.js';
import { changePassword } from './change-password-service.js';
import { forgotByEmail } from './forgot-by-email-service.js';
import { resetByPhone } from './reset-by-phone-service.js';
import { sendResetCode } from './reset-code-service.js';

/** Password change, the forgotten-password paths and the reset SMS code. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(ACCOUNT_PATHS.smsResetCode, { schema: { body: ZWireSmsCodeRequestSchema } }, async (request) =>
    success(sendResetCode(app.db, request.merchant, request.body, new Date())),
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      schema: { body: ZWireChangePasswordRequestSchema },
      config: { audit: 'account.changePassword' },
      // The token first: a guest gets 401 before the body is even decrypted.
      onRequest: requireMember,
      preValidation: decryptEncryptedBody,
    },
    async (request) => {
      const { member } = authenticated(request);
      return success(
        await changePassword(app.db, request.merchant, member, request.body, new Date()),
        'Password changed',
      );
    },
  );

  // The desktop client posts this one form-urlencoded (docs/upstream.md §1).
  app.post(
    ACCOUNT_PATHS.forgotByEmail,
    { schema: { body: ZWireForgotByEmailRequestSchema }, config: { audit: 'account.forgotByEmail' } },
    async (request) =>
      success(
        await forgotByEmail(app.db, request.merchant, request.body, new Date()),
        'A temporary password has been sent to your email',
      ),
  );

  app.post(
    ACCOUNT_PATHS.resetByPhone,
    {
      schema: { body: ZWireResetByPhoneRequestSchema },
      config: { audit: 'account.resetByPhone' },
      preValidation: decryptEncryptedBody,
    },
    async (request) =>
      success(await resetByPhone(app.db, request.merchant, request.body, new Date()), 'Password changed'),
  );
};
