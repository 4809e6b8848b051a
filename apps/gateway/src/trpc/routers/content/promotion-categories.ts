import {
  CONTENT_PATHS,
  ZNoInputSchema,
  ZPromotionCategoriesOutputSchema,
  ZWirePromotionCategoriesSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';

/** The tabs of the promotions page's announcements, in the upstream's order and the visitor's language. */
export const promotionCategories = publicProcedure
  .input(ZNoInputSchema)
  .output(ZPromotionCategoriesOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.promotionCategories, ZWirePromotionCategoriesSchema, {
      withoutToken: true,
    });
    const ordered = [...wire].sort((a, b) => a.sortOrder - b.sortOrder);
    return { items: ordered.map((category) => ({ id: category.categoryId, title: category.title })) };
  });
