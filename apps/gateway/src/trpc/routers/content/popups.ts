import {
  WIRE_PATHS,
  ZPopupsInputSchema,
  ZPopupsOutputSchema,
  ZWireAnnouncementListSchema,
  type ANNOUNCEMENT_EXECUTIONS,
} from '@site/contracts';
import { toPopup } from '../../mappers/popup.js';
import { publicProcedure } from '../../procedures.js';

type TExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

/** Spec §4: guests see execution B; members A, plus F right after their first login. */
const audiencesOf = (isMember: boolean, isFirstLogin: boolean): TExecution[] => {
  if (!isMember) return ['B'];
  return isFirstLogin ? ['A', 'F'] : ['A'];
};

/** The popup announcements (type PU) for the current visitor. */
export const popups = publicProcedure
  .input(ZPopupsInputSchema)
  .output(ZPopupsOutputSchema)
  .query(async ({ ctx, input }) => {
    const audiences = audiencesOf(Boolean(ctx.session.current?.token), input.firstLogin);
    const list = await ctx.wire.get(WIRE_PATHS.announcements, ZWireAnnouncementListSchema, {
      query: { types: 'PU', platform: 'W', execution: audiences.join(',') },
    });
    // Filtered here too: an upstream that ignores `execution` must not show guests the members' popups.
    const items = list.popup.filter((popup) => !popup.execution || audiences.includes(popup.execution));
    return { items: items.map(toPopup) };
  });
