import {
  CONTENT_PATHS,
  ZPopupsInputSchema,
  ZPopupsOutputSchema,
  ZWireAnnouncementListSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { audiencesOf, forAudiences } from './announcement-audience.js';
import { toPopup } from './mappers/popup.js';

/** The popup announcements (type PU) for the current visitor. */
export const popups = publicProcedure
  .input(ZPopupsInputSchema)
  .output(ZPopupsOutputSchema)
  .query(async ({ ctx, input }) => {
    const audiences = audiencesOf(Boolean(ctx.session.current?.token), input.firstLogin);
    const list = await ctx.wire.get(CONTENT_PATHS.announcements, ZWireAnnouncementListSchema, {
      query: { types: 'PU', platform: 'W', execution: audiences.join(',') },
    });
    return { items: forAudiences(list.popup, audiences).map(toPopup) };
  });
