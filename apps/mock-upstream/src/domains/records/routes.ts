import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BONUS_TYPES,
  RECORDS_PATHS,
  TRANSACTION_TYPES,
  ZWireClaimManualRebateBodySchema,
} from '@site/contracts';
import { success } from '../../wire/envelope.js';
import { authenticated, requireMember } from '../../wire/token-hook.js';
import { gameLanguage } from '../games/language.js';
import { requireRealMember } from '../wallet/money-input.js';
import { betsReport } from './bets-report.js';
import { bonusesReport } from './bonuses-report.js';
import { claimManualRebate, manualRebate } from './manual-rebate.js';
import { profitLossReport } from './profit-loss.js';
import { ZRecordQuerySchema } from './record-query.js';
import { transactionsReport } from './transactions-report.js';

/** The member's records (transactions, bets, profit and loss, bonuses) and the manual rebate. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RECORDS_PATHS.transactions,
    {
      schema: { querystring: ZRecordQuerySchema.safeExtend({ type: z.enum(TRANSACTION_TYPES).optional() }) },
      preHandler: requireMember,
    },
    async (request) => success(transactionsReport(app.db, authenticated(request).member.id, request.query)),
  );

  app.get(
    RECORDS_PATHS.bets,
    {
      schema: {
        querystring: ZRecordQuerySchema.safeExtend({ gameType: z.string().trim().max(16).optional() }),
      },
      preHandler: requireMember,
    },
    async (request) =>
      success(betsReport(app.db, authenticated(request).member.id, request.query, gameLanguage(request))),
  );

  app.get(
    RECORDS_PATHS.profitLoss,
    { schema: { querystring: ZRecordQuerySchema }, preHandler: requireMember },
    async (request) => success(profitLossReport(app.db, authenticated(request).member.id, request.query)),
  );

  app.get(
    RECORDS_PATHS.bonuses,
    {
      schema: { querystring: ZRecordQuerySchema.safeExtend({ type: z.enum(BONUS_TYPES).optional() }) },
      preHandler: requireMember,
    },
    async (request) => success(bonusesReport(app.db, authenticated(request).member.id, request.query)),
  );

  app.get(RECORDS_PATHS.manualRebate, { preHandler: requireRealMember }, async (request) =>
    success(manualRebate(app.db, authenticated(request).member.id, new Date())),
  );

  app.post(
    RECORDS_PATHS.claimManualRebate,
    {
      schema: { body: ZWireClaimManualRebateBodySchema },
      config: { audit: 'records.claimRebate' },
      preHandler: requireRealMember,
    },
    async (request) =>
      success(claimManualRebate(app, authenticated(request).member.id, request.body.requestId, new Date())),
  );
};
