import { LIVE_PATHS, ZChatUnreadOutputSchema, ZNoInputSchema, ZWireChatUnreadSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Support's replies the member has not read (the live-chat badge; then kept live by `live:unread`). */
export const unreadCount = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZChatUnreadOutputSchema)
  .query(async ({ ctx }) => ({ count: await ctx.wire.get(LIVE_PATHS.unreadCount, ZWireChatUnreadSchema) }));
