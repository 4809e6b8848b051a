import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_PATHS, CONTRACT_TYPES } from '@site/contracts';
import { ZRecordQuerySchema } from '../../../core/records/record-query.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { currentSettlement, downlineDividends, ownSettlements } from './settlement-views.js';

/** Each type's running period and settled periods, and the dividends of the agent's downline agents. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const contractType of CONTRACT_TYPES) {
    app.get(AGENT_PATHS[`${contractType}Current`], async (request) =>
      success(currentSettlement(app.db, authenticated(request).member, contractType, new Date())),
    );

    app.get(
      AGENT_PATHS[`${contractType}Settlements`],
      { schema: { querystring: ZRecordQuerySchema } },
      async (request) =>
        success(ownSettlements(app.db, authenticated(request).member, contractType, request.query)),
    );
  }

  app.get(AGENT_PATHS.downlineDividends, { schema: { querystring: ZRecordQuerySchema } }, async (request) =>
    success(downlineDividends(app.db, authenticated(request).member, request.query)),
  );
};
