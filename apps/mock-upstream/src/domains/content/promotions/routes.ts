import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_PATHS, ZWirePromoAnnounceQuerySchema } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { requestLanguage } from '../../../wire/headers.js';
import { listLayoutPromotions, listPromoAnnouncements } from './promotion-announcements.js';
import { listPromotionCategories } from './promotion-categories.js';

/** The promotion announcements (PROMOFE_): their categories, the list by category and the layout's choice. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CONTENT_PATHS.promotionCategories, async (request) => {
    const { merchant } = request;
    const language = requestLanguage(request, merchant.languages, merchant.defaultLanguage);
    return success(listPromotionCategories(app.db, merchant.id, language));
  });

  app.get(
    CONTENT_PATHS.promotionAnnouncements,
    { schema: { querystring: ZWirePromoAnnounceQuerySchema } },
    async (request) => {
      const { merchant } = request;
      const { categoryId } = request.query;
      return success(
        listPromoAnnouncements(app.db, merchant.id, {
          categoryId: categoryId === undefined ? undefined : Number(categoryId),
          language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
          now: new Date(),
        }),
      );
    },
  );

  app.get(CONTENT_PATHS.layoutPromotions, async (request) => {
    const { merchant } = request;
    return success(
      listLayoutPromotions(app.db, merchant.id, {
        language: requestLanguage(request, merchant.languages, merchant.defaultLanguage),
        now: new Date(),
      }),
    );
  });
};
