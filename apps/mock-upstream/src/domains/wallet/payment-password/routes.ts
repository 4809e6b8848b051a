import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALLET_PATHS,
  ZWireResetPaymentPasswordBodySchema,
  ZWireSetPaymentPasswordBodySchema,
} from '@site/contracts';
import {
  hasPaymentPassword,
  resetPaymentPassword,
  setPaymentPassword,
} from '../../../core/money/payment-password.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';

/** The payment (withdrawal) password: whether one is set, set or change it, reset a forgotten one. */
export const paymentPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(WALLET_PATHS.hasPaymentPassword, { preHandler: requireRealMember }, async (request) =>
    success(hasPaymentPassword(app.db, authenticated(request).member.id)),
  );

  app.post(
    WALLET_PATHS.paymentPassword,
    {
      schema: { body: ZWireSetPaymentPasswordBodySchema },
      config: { audit: 'wallet.setPaymentPassword' },
      preHandler: requireRealMember,
    },
    async (request) => {
      await setPaymentPassword(app.db, authenticated(request).member.id, request.body, new Date());
      return success(null, 'Payment password saved');
    },
  );

  app.post(
    WALLET_PATHS.resetPaymentPassword,
    {
      schema: { body: ZWireResetPaymentPasswordBodySchema },
      config: { audit: 'wallet.resetPaymentPassword' },
      preHandler: requireRealMember,
    },
    async (request) => {
      await resetPaymentPassword(app.db, authenticated(request).member, request.body, new Date());
      return success(null, 'Payment password saved');
    },
  );
};
