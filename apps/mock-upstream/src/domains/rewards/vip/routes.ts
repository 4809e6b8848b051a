import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REWARDS_PATHS } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { authenticated } from '../../../wire/token-hook.js';
import { readerLanguage } from '../reader.js';
import { rankProgress } from './rank-progress.js';

/** The member's VIP rank and its progress this month. */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(REWARDS_PATHS.rankProgress, async (request) =>
    success(rankProgress(app.db, authenticated(request).member, readerLanguage(request), new Date())),
  );
};
