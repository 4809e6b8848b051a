import type { z } from 'zod';
import {
  CONTENT_PATHS,
  ZMarkAnnouncementsReadInputSchema,
  ZMarkAnnouncementsReadOutputSchema,
  ZWireAnnouncementIdsSchema,
  type ZWireMarkAnnouncementsReadBodySchema,
} from '@site/contracts';
import { memberProcedure } from '../../procedures.js';

/** Records that the member opened these popups or notices; answers the ids the upstream now holds read. */
export const markAnnouncementsRead = memberProcedure
  .input(ZMarkAnnouncementsReadInputSchema)
  .output(ZMarkAnnouncementsReadOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireMarkAnnouncementsReadBodySchema> = { announcementIds: input.ids };
    const ids = await ctx.wire.send(
      'POST',
      CONTENT_PATHS.markAnnouncementsRead,
      body,
      ZWireAnnouncementIdsSchema,
    );
    return { ids };
  });
