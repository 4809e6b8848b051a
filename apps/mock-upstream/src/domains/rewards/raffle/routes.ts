import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REWARDS_PATHS, REWARDS_TWIN_PATHS, ZWireClaimRaffleBodySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { rewardReader } from '../reader.js';
import { drawRaffle, raffleStatus } from './raffle.js';

/** The raffle: today's chances, and a draw (also at its legacy twin). */
export const raffleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REWARDS_PATHS.raffleStatus,
    { schema: { querystring: z.object({ promotionId: z.string().min(1).max(32) }) } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(raffleStatus(app.db, member, request.query.promotionId, language, new Date()));
    },
  );

  const draw = (request: FastifyRequest, body: z.output<typeof ZWireClaimRaffleBodySchema>) => {
    const { member, language } = rewardReader(request);
    return success(drawRaffle(app, member, body, language, new Date()));
  };
  for (const path of [REWARDS_PATHS.claimRaffle, REWARDS_TWIN_PATHS.claimRaffle])
    app.post(
      path,
      { schema: { body: ZWireClaimRaffleBodySchema }, config: { audit: 'rewards.drawRaffle' } },
      async (request) => draw(request, request.body),
    );
};
