import {
  CONTENT_PATHS,
  ZPromotionAnnouncementsInputSchema,
  ZPromotionAnnouncementsOutputSchema,
  ZWirePromoAnnouncementsSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { toPromotionAnnouncement } from './mappers/promotion-announcement.js';

/** The running promotion announcements of one category (or all), their HTML sanitised. */
export const promotionAnnouncements = publicProcedure
  .input(ZPromotionAnnouncementsInputSchema)
  .output(ZPromotionAnnouncementsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.promotionAnnouncements, ZWirePromoAnnouncementsSchema, {
      query: input.categoryId === undefined ? {} : { categoryId: input.categoryId },
      withoutToken: true,
    });
    return { items: wire.map(toPromotionAnnouncement) };
  });
