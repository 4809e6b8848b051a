import {
  CONTENT_PATHS,
  ZNoticesInputSchema,
  ZNoticesOutputSchema,
  ZWireAnnouncementListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { audiencesOf, forAudiences } from './announcement-audience.js';
import { toPopup } from './mappers/popup.js';

/** The notices (type PL) of the home marquee and the notice modal, for the current visitor. */
export const notices = publicProcedure
  .input(ZNoticesInputSchema)
  .output(ZNoticesOutputSchema)
  .query(async ({ ctx, input }) => {
    const audiences = audiencesOf(Boolean(ctx.session.current?.token), input.firstLogin);
    const list = await ctx.wire.get(CONTENT_PATHS.announcements, ZWireAnnouncementListSchema, {
      query: { types: 'PL', platform: 'W', execution: audiences.join(',') },
    });
    return { items: forAudiences(list.player, audiences).map(toPopup) };
  });
