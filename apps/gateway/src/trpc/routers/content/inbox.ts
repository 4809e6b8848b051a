import { CONTENT_PATHS, ZInboxInputSchema, ZInboxOutputSchema, ZWireInboxSchema } from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { realMemberProcedure } from '../../procedures.js';
import { toInboxMessage } from './mappers/inbox.js';

/**
 * A page of the member's messages (all, unread or read), newest first, in
 * the visitor's language. Only CSP_getInbox filters by status; the whole
 * inbox is asked as the member summary asks it, EMFE_getInbox?page&size
 * (decision 0033).
 */
export const inbox = realMemberProcedure
  .input(ZInboxInputSchema)
  .output(ZInboxOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire =
      input.status === 'all'
        ? await ctx.wire.get(CONTENT_PATHS.summaryInbox, ZWireInboxSchema, {
            query: { page: input.pageNo, size: input.pageSize },
          })
        : await ctx.wire.get(CONTENT_PATHS.inbox, ZWireInboxSchema, {
            query: { status: input.status, pageNo: input.pageNo, pageSize: input.pageSize },
          });
    return toPage(wire, toInboxMessage);
  });
