import type { z } from 'zod';
import {
  CONTENT_PATHS,
  ZMarkReadInputSchema,
  ZUnreadCountOutputSchema,
  type ZWireMarkReadBodySchema,
  ZWireUnreadCountSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Marks messages read, by id or all at once; answers the unread count after it. */
export const markRead = realMemberProcedure
  .input(ZMarkReadInputSchema)
  .output(ZUnreadCountOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireMarkReadBodySchema> = { ids: input.ids, all: input.all };
    return { count: await ctx.wire.send('POST', CONTENT_PATHS.markRead, body, ZWireUnreadCountSchema) };
  });
