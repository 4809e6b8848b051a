import {
  CONTENT_PATHS,
  ZBannersInputSchema,
  ZBannersOutputSchema,
  ZWireAnnouncementListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { toBanner } from './mappers/banner.js';

/**
 * The banners (type B) of one placement: `w_home`, `w_login`, `w_register` or
 * `w_forget`. The mobile site's twin CCSFE_getListAnnouncements answers one
 * group's (decision 0033); filtered here too, should an upstream ignore it.
 */
export const banners = publicProcedure
  .input(ZBannersInputSchema)
  .output(ZBannersOutputSchema)
  .query(async ({ ctx, input }) => {
    const list = await ctx.wire.get(CONTENT_PATHS.mobileAnnouncements, ZWireAnnouncementListSchema, {
      query: { types: 'B', platform: 'M', groupName: input.group },
    });
    return { items: list.banners.filter((banner) => banner.groupName === input.group).map(toBanner) };
  });
