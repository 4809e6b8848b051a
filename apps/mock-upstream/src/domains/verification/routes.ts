import {
  ACCOUNT_PATHS,
  SESSION_PATHS,
  ZWireSmsCodeRequestSchema,
  ZWireSmsRegisterCodeRequestSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../wire/envelope.js';
import { sendLoginCode, sendRegisterCode, sendResetCode } from './sms-service.js';

/** The three SMS code calls; each writes the code to the outbox. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(SESSION_PATHS.smsLoginCode, { schema: { body: ZWireSmsCodeRequestSchema } }, async (request) =>
    success(sendLoginCode(app.db, request.merchant, request.body, new Date())),
  );

  app.post(
    ACCOUNT_PATHS.smsRegisterCode,
    { schema: { body: ZWireSmsRegisterCodeRequestSchema } },
    async (request) => success(sendRegisterCode(app.db, request.merchant, request.body, new Date())),
  );

  app.post(ACCOUNT_PATHS.smsResetCode, { schema: { body: ZWireSmsCodeRequestSchema } }, async (request) =>
    success(sendResetCode(app.db, request.merchant, request.body, new Date())),
  );
};
