import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REWARDS_PATHS, ZWirePromotionListQuerySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { readerLanguage, rewardReader } from '../reader.js';
import { availablePromotions, merchantPromotions } from './promotion-list.js';

/** `merchantPromotions`: the one rewards call without a token (a visitor, a trial session). */
export const publicPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REWARDS_PATHS.merchantPromotions,
    { schema: { querystring: ZWirePromotionListQuerySchema } },
    async (request) =>
      success(
        merchantPromotions(
          app.db,
          request.merchant.id,
          request.query.category,
          readerLanguage(request),
          new Date(),
        ),
      ),
  );
};

/** `availablePromotions`: the list with the member's status in each. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REWARDS_PATHS.availablePromotions,
    { schema: { querystring: ZWirePromotionListQuerySchema } },
    async (request) => {
      const { member, language } = rewardReader(request);
      return success(
        availablePromotions(
          app.db,
          member.merchantId,
          member.id,
          request.query.category,
          language,
          new Date(),
        ),
      );
    },
  );
};
