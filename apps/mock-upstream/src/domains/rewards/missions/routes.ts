import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REWARDS_PATHS, ZWireLeaderboardQuerySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { readerLanguage } from '../reader.js';
import { missionLeaderboard } from './leaderboard.js';
import { missionSummary } from './mission-views.js';

/** Missions of the current cycle with the member's progress, and a mission's leaderboard. */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(REWARDS_PATHS.missionSummary, async (request) =>
    success(missionSummary(app.db, authenticated(request).member, readerLanguage(request), new Date())),
  );

  app.get(
    REWARDS_PATHS.missionLeaderboard,
    { schema: { querystring: ZWireLeaderboardQuerySchema } },
    async (request) =>
      success(missionLeaderboard(app.db, authenticated(request).member, request.query.missionId, new Date())),
  );
};
