import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishRewardMoves } from '../domains/rewards/reward-moves.js';
import { publishBalancesOfLedgerMoves } from '../events/ledger-watch.js';
import { GAME_ENGINE_MODULES } from './engines.js';
import { handleGameError } from './error-handler.js';
import { gamePageRoutes } from './page/routes.js';
import { seamlessRoutes } from './wallet/routes.js';

/**
 * The games outside /wps: pages, assets and API under /games, the seamless
 * wallet under /seamless. (The /wps launch calls are in domains/games/launch.)
 */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(handleGameError);
  // Bets, wins and rollbacks reach the member's other screens as balance events.
  publishBalancesOfLedgerMoves(app);
  // Settled rounds earn points and move missions: told after the reply too.
  app.addHook('onResponse', async () => publishRewardMoves(app));
  await app.register(gamePageRoutes(GAME_ENGINE_MODULES));
  await app.register(seamlessRoutes);
};
