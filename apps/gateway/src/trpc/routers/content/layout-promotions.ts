import {
  CONTENT_PATHS,
  ZLayoutPromotionsOutputSchema,
  ZNoInputSchema,
  ZWireLayoutPromotionsSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { toLayoutPromotion } from './mappers/promotion-announcement.js';

/** The promotions the back office put on the front-end layout: the home page's promotion strip. */
export const layoutPromotions = publicProcedure
  .input(ZNoInputSchema)
  .output(ZLayoutPromotionsOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.layoutPromotions, ZWireLayoutPromotionsSchema, {
      withoutToken: true,
    });
    return { items: wire.map(toLayoutPromotion) };
  });
