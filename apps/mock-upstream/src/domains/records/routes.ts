import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BONUS_TYPES,
  RECORDS_PATHS,
  RECORDS_TWIN_PATHS,
  TRANSACTION_TYPES,
  ZWireClaimManualRebateBodySchema,
} from '@site/contracts';
import { requireAgent } from '../../core/agent-tree/agent-member.js';
import { teamScopeOf } from '../../core/agent-tree/team-scope.js';
import { gameLanguage } from '../../core/play/language.js';
import { ZRecordQuerySchema } from '../../core/records/record-query.js';
import { success } from '../../wire/envelope.js';
import { authenticated, requireMember } from '../../wire/token-hook.js';
import { requireRealMember } from '../../wire/token-hook.js';
import { betsReport } from './bets-report.js';
import { bonusesReport } from './bonuses-report.js';
import { claimManualRebate, manualRebate } from './manual-rebate.js';
import { profitLossReport, teamProfitLossReport } from './profit-loss.js';
import { transactionsReport } from './transactions-report.js';

/** The member's records (transactions, bets, profit and loss, bonuses) and the manual rebate. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The legacy `ODS2_MemberTransaction` answers the same report.
  for (const url of [RECORDS_PATHS.transactions, RECORDS_TWIN_PATHS.transactions])
    app.get(
      url,
      {
        schema: {
          querystring: ZRecordQuerySchema.safeExtend({ type: z.enum(TRANSACTION_TYPES).optional() }),
        },
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

  // `scope=team` is the agent's P/L statement over its team, or one member of it (`username`).
  app.get(
    RECORDS_PATHS.profitLoss,
    {
      schema: {
        querystring: ZRecordQuerySchema.safeExtend({
          scope: z.enum(['team']).optional(),
          username: z.string().trim().max(64).optional(),
        }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const { member } = authenticated(request);
      if (request.query.scope !== 'team') return success(profitLossReport(app.db, member.id, request.query));
      await requireAgent(request);
      return success(
        teamProfitLossReport(app.db, teamScopeOf(app.db, member, request.query.username), request.query),
      );
    },
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
