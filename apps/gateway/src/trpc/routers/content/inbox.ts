import { CONTENT_PATHS, ZInboxInputSchema, ZInboxOutputSchema, ZWireInboxSchema } from '@site/contracts';
import { toInboxMessage } from '../../mappers/inbox.js';
import { toPage } from '../../mappers/page.js';
import { realMemberProcedure } from '../../procedures.js';

/** A page of the member's messages (all, unread or read), newest first, in the visitor's language. */
export const inbox = realMemberProcedure
  .input(ZInboxInputSchema)
  .output(ZInboxOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(CONTENT_PATHS.inbox, ZWireInboxSchema, {
      query: { status: input.status, pageNo: input.pageNo, pageSize: input.pageSize },
    });
    return toPage(wire, toInboxMessage);
  });
