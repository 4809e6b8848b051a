import {
  CONTENT_PATHS,
  ZPromotionsInputSchema,
  ZPromotionsOutputSchema,
  ZWireAnnouncementListSchema,
} from '@site/contracts';
import { resolveLanguage } from '../../../upstream/language.js';
import { toPromotion } from '../../mappers/promotions.js';
import { publicProcedure } from '../../procedures.js';

/** The web platform's promotions (announcement type PR). */
export const promotions = publicProcedure
  .input(ZPromotionsInputSchema)
  .output(ZPromotionsOutputSchema)
  .query(async ({ ctx, input }) => {
    const language = input?.language ? resolveLanguage(input.language, ctx.config.site) : undefined;
    const list = await ctx.wire.get(CONTENT_PATHS.announcements, ZWireAnnouncementListSchema, {
      query: { types: 'PR', platform: 'W' },
      ...(language ? { language } : {}),
    });
    return { items: list.promotion.map(toPromotion) };
  });
