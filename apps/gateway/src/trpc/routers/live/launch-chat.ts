import {
  LIVE_PATHS,
  type TWireLaunchChatQuery,
  ZLaunchChatInputSchema,
  ZLaunchChatOutputSchema,
  ZWireLaunchChatSchema,
} from '@site/contracts';
import { siteOriginOf } from '../../../config.js';
import { AppError } from '../../../errors/app-error.js';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { realMemberProcedure } from '../../procedures.js';

/** Where the chat page must live: the site's own `/chat/*`, proxied to the upstream (decision 0030). */
const SITE_PAGE = 'https://site.invalid/';
const isChatPagePath = (chatUrl: string): boolean => {
  try {
    const url = new URL(chatUrl, SITE_PAGE);
    return url.origin === new URL(SITE_PAGE).origin && url.pathname.startsWith('/chat/');
  } catch {
    return false;
  }
};

/**
 * Opens the member's chat on a topic (CBS_launchChat): the page the
 * chat-room modal frames. Real members only; a chat page anywhere but the
 * site's own `/chat/*` is refused (the site frames only itself). The back
 * link is the site's home on the configured origin.
 */
export const launchChat = realMemberProcedure
  .input(ZLaunchChatInputSchema)
  .use(rateLimited('chatLaunch', sessionMemberOf))
  .output(ZLaunchChatOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const origin = siteOriginOf(ctx.config);
    const query = {
      b2c: '1',
      title: input.topic,
      backUrl: origin === null ? '' : `${origin}/`,
      language: ctx.visitor.language,
    } satisfies TWireLaunchChatQuery;
    const { chatUrl } = await ctx.wire.get(LIVE_PATHS.launchChat, ZWireLaunchChatSchema, { query });
    if (!isChatPagePath(chatUrl)) throw new AppError({ key: 'unknown_error' }, { code: 'BAD_GATEWAY' });
    return { chatUrl };
  });
