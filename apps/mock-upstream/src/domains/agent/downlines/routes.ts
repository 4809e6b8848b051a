import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_LIMITS,
  AGENT_PATHS,
  ZWireDownlinesQuerySchema,
  ZWireTransferDownlineBodySchema,
  ZWireTransferMultipleDownlineBodySchema,
  ZWireUpdateDownlineRebatesBodySchema,
} from '@site/contracts';
import { ZWireMoneyAmount } from '../../../core/money/money-input.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { transferToDownlines } from './downline-transfer.js';
import { downlineDetail, listDownlines, updateDownlineRebates } from './downlines-service.js';

const ZTransferItemSchema = z.object({ memberId: z.string(), amount: ZWireMoneyAmount });

/** Downline management: the team, one member of it, transfers to it and direct downlines' rebate rates. */
export const downlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(AGENT_PATHS.downlines, { schema: { querystring: ZWireDownlinesQuerySchema } }, async (request) =>
    success(listDownlines(app.db, authenticated(request).member, request.query)),
  );

  app.get(
    AGENT_PATHS.downline,
    { schema: { querystring: z.object({ memberId: z.string() }) } },
    async (request) =>
      success(downlineDetail(app.db, authenticated(request).member, Number(request.query.memberId))),
  );

  app.post(
    AGENT_PATHS.transferDownline,
    {
      schema: { body: ZWireTransferDownlineBodySchema.extend({ amount: ZWireMoneyAmount }) },
      config: { audit: 'agent.transferToDownline' },
    },
    async (request) => {
      const { memberId, amount, paymentPassword, requestId } = request.body;
      const transfers = [{ memberId: Number(memberId), amountMinor: amount }];
      return success(
        await transferToDownlines(
          app,
          request.merchant,
          authenticated(request).member,
          { transfers, paymentPassword, requestId },
          new Date(),
        ),
      );
    },
  );

  app.post(
    AGENT_PATHS.transferMultipleDownline,
    {
      schema: {
        body: ZWireTransferMultipleDownlineBodySchema.extend({
          transfers: z.array(ZTransferItemSchema).min(1).max(AGENT_LIMITS.maxTransferRecipients),
        }),
      },
      config: { audit: 'agent.transferToDownlines' },
    },
    async (request) => {
      const { transfers, paymentPassword, requestId } = request.body;
      return success(
        await transferToDownlines(
          app,
          request.merchant,
          authenticated(request).member,
          {
            transfers: transfers.map((item) => ({
              memberId: Number(item.memberId),
              amountMinor: item.amount,
            })),
            paymentPassword,
            requestId,
          },
          new Date(),
        ),
      );
    },
  );

  app.post(
    AGENT_PATHS.updateDownlineRebates,
    {
      schema: { body: ZWireUpdateDownlineRebatesBodySchema },
      config: { audit: 'agent.updateDownlineRebates' },
    },
    async (request) => {
      const { memberId, rebates } = request.body;
      return success(
        updateDownlineRebates(
          app.db,
          authenticated(request).member,
          { memberId: Number(memberId), rebates },
          new Date(),
        ),
      );
    },
  );
};
