import {
  CONTENT_PATHS,
  ZBannersInputSchema,
  ZBannersOutputSchema,
  ZWireAnnouncementListSchema,
} from '@site/contracts';
import { toBanner } from '../../mappers/banner.js';
import { publicProcedure } from '../../procedures.js';

/** The banners (type B) of one placement: `w_home`, `w_login`, `w_register` or `w_forget`. */
export const banners = publicProcedure
  .input(ZBannersInputSchema)
  .output(ZBannersOutputSchema)
  .query(async ({ ctx, input }) => {
    const list = await ctx.wire.get(CONTENT_PATHS.announcements, ZWireAnnouncementListSchema, {
      query: { types: 'B', platform: 'W' },
    });
    return { items: list.banners.filter((banner) => banner.groupName === input.group).map(toBanner) };
  });
