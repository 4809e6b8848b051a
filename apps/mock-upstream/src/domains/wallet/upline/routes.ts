import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WALLET_PATHS, ZWireTransferToUplineBodySchema } from '@site/contracts';
import { ZWireMoneyAmount } from '../../../core/money/money-input.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { requireRealMember } from '../../../wire/token-hook.js';
import { transferToUpline, uplineInfo } from './upline-service.js';

/** The member's agent upline, and transfers to it. */
export const uplineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(WALLET_PATHS.uplineInfo, { preHandler: requireRealMember }, async (request) =>
    success(uplineInfo(app.db, authenticated(request).member)),
  );

  app.post(
    WALLET_PATHS.transferToUpline,
    {
      schema: { body: ZWireTransferToUplineBodySchema.extend({ amount: ZWireMoneyAmount }) },
      config: { audit: 'wallet.transferToUpline' },
      preHandler: requireRealMember,
    },
    async (request) => {
      const { amount, ...rest } = request.body;
      const { member } = authenticated(request);
      return success(
        await transferToUpline(app, request.merchant, member, { amountMinor: amount, ...rest }, new Date()),
      );
    },
  );
};
