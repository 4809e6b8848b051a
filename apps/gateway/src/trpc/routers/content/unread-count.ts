import {
  CONTENT_PATHS,
  ZNoInputSchema,
  ZUnreadCountOutputSchema,
  ZWireUnreadCountSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/**
 * How many of the member's messages are unread (the inbox badges), asked as
 * the member summary asks it; the live-update watcher polls CSP_unreadCount
 * (decision 0033).
 */
export const unreadCount = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZUnreadCountOutputSchema)
  .query(async ({ ctx }) => ({
    count: await ctx.wire.get(CONTENT_PATHS.summaryUnreadCount, ZWireUnreadCountSchema),
  }));
