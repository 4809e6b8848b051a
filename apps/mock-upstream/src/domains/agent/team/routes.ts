import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGENT_PATHS,
  GAME_CATEGORIES,
  ZWirePagedRangeQuerySchema,
  ZWireRangeQuerySchema,
  ZWireTeamTransactionQuerySchema,
} from '@site/contracts';
import { teamScopeOf } from '../../../core/agent-tree/team-scope.js';
import { gameLanguage } from '../../../core/play/language.js';
import { withRecordRange } from '../../../core/records/record-query.js';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { incomeReport } from './income.js';
import { subordinatesReport } from './subordinates.js';
import { teamBetsReport } from './team-bets.js';
import { teamKpiA, teamKpiB, teamKpiC } from './team-kpi.js';
import { teamTransactionsReport } from './team-transactions.js';

const ZUsernameFilterSchema = z.string().trim().max(64).optional();
const ZRangeQuerySchema = withRecordRange(ZWireRangeQuerySchema.shape);
const ZSubordinatesQuerySchema = withRecordRange({
  ...ZWirePagedRangeQuerySchema.shape,
  username: ZUsernameFilterSchema,
});
const ZTeamBetsQuerySchema = withRecordRange({
  ...ZWirePagedRangeQuerySchema.shape,
  username: ZUsernameFilterSchema,
  gameType: z.enum(GAME_CATEGORIES).optional(),
});
const ZTeamTransactionsQuerySchema = withRecordRange(ZWireTeamTransactionQuerySchema.shape);

/** The agent's team reports (docs/history/agent-interfaces.md), read from the daily rollups and the team tree. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOf = (request: Parameters<typeof authenticated>[0]) => authenticated(request).member;

  app.get(AGENT_PATHS.teamKpiA, { schema: { querystring: ZRangeQuerySchema } }, async (request) =>
    success(teamKpiA(app.db, agentOf(request).id, request.query)),
  );

  app.get(AGENT_PATHS.teamKpiB, { schema: { querystring: ZRangeQuerySchema } }, async (request) =>
    success(teamKpiB(app.db, { kind: 'team', agentId: agentOf(request).id }, request.query)),
  );

  app.get(AGENT_PATHS.teamKpiC, { schema: { querystring: ZRangeQuerySchema } }, async (request) =>
    success(teamKpiC(app.db, agentOf(request).id, request.query)),
  );

  app.get(AGENT_PATHS.subordinates, { schema: { querystring: ZSubordinatesQuerySchema } }, async (request) =>
    success(subordinatesReport(app.db, agentOf(request), request.query)),
  );

  app.get(AGENT_PATHS.income, { schema: { querystring: ZRangeQuerySchema } }, async (request) =>
    success(incomeReport(app.db, agentOf(request).id, request.query)),
  );

  app.get(AGENT_PATHS.teamBets, { schema: { querystring: ZTeamBetsQuerySchema } }, async (request) => {
    const scope = teamScopeOf(app.db, agentOf(request), request.query.username);
    return success(teamBetsReport(app.db, scope, request.query, gameLanguage(request)));
  });

  app.get(
    AGENT_PATHS.teamTransactions,
    { schema: { querystring: ZTeamTransactionsQuerySchema } },
    async (request) => {
      const scope = teamScopeOf(app.db, agentOf(request), request.query.username);
      return success(teamTransactionsReport(app.db, scope, request.query));
    },
  );
};
