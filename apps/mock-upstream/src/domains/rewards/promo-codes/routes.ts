import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REWARDS_PATHS, ZWireClaimPromoCodeBodySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { rewardReader } from '../reader.js';
import { claimPromoCode, promoCodeList } from './promo-codes.js';

/** The codes on offer, and typing one in. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(REWARDS_PATHS.promoCodes, async (request) => {
    const { member, language } = rewardReader(request);
    return success(promoCodeList(app.db, member, language, new Date()));
  });

  app.post(
    REWARDS_PATHS.claimPromoCode,
    { schema: { body: ZWireClaimPromoCodeBodySchema }, config: { audit: 'rewards.claimPromoCode' } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(claimPromoCode(app, member, request.body, language, new Date()));
    },
  );
};
