import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_PATHS, ZWireLaunchChatQuerySchema } from '@site/contracts';
import { success, WireError } from '../../wire/envelope.js';
import { requestLanguage } from '../../wire/headers.js';
import { authenticated, readOptionalMember } from '../../wire/token-hook.js';
import { requireRealMember } from '../../wire/token-hook.js';
import { chatClosedError } from './chat-service.js';
import { conversationOfMember, issueTicket, memberUnreadCount, openConversation } from './chat-store.js';
import { CHAT_TOPICS, chatLanguageOf, findChatTopic, imGreetingOf, serviceScriptOf } from './chat-texts.js';

/** Where the chat page's back link may go: an http(s) address or a path of the site; anything else is dropped. */
const safeBackUrl = (text: string): string => {
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
};

/** The chat page of a ticket, root-relative: the site serves it behind its own `/chat/*` (decision 0030). */
export const chatPageUrl = (ticket: string) => `/chat/room?ticket=${ticket}`;

/**
 * The live group (docs/decisions/0030-live-chat.md): topics, launching the
 * member's chat, its unread count and permission, the service script and
 * the messenger link. Chat is for real members; the topics, script and
 * messenger link are public.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const languageOf = (request: Parameters<typeof requestLanguage>[0]) =>
    chatLanguageOf(requestLanguage(request, request.merchant.languages, request.merchant.defaultLanguage));

  app.get(LIVE_PATHS.modelList, async (request) => {
    const language = languageOf(request);
    return success(CHAT_TOPICS.map((topic) => ({ code: topic.code, ...topic.text[language] })));
  });

  app.get(
    LIVE_PATHS.launchChat,
    { schema: { querystring: ZWireLaunchChatQuerySchema }, preHandler: requireRealMember },
    async (request) => {
      const { member } = authenticated(request);
      const { title, backUrl, language } = request.query;
      if (!findChatTopic(title)) throw new WireError(404, 'chat_topic_not_found', `No chat topic ${title}`);
      if (conversationOfMember(app.db, member.id)?.isClosed) throw chatClosedError();
      const conversation = openConversation(app.db, request.merchant.id, member.id, title);
      const ticket = issueTicket(app.db, conversation.id, {
        language: chatLanguageOf(language.toUpperCase()),
        backUrl: safeBackUrl(backUrl),
        now: new Date(),
      });
      return success({ chatUrl: chatPageUrl(ticket) });
    },
  );

  app.get(LIVE_PATHS.unreadCount, { preHandler: requireRealMember }, async (request) =>
    success(memberUnreadCount(app.db, authenticated(request).member.id)),
  );

  app.get(LIVE_PATHS.groupPermission, { preHandler: requireRealMember }, async (request) =>
    success({ canChat: !conversationOfMember(app.db, authenticated(request).member.id)?.isClosed }),
  );

  app.get(LIVE_PATHS.customerServiceScript, async (request) =>
    success(serviceScriptOf(languageOf(request), request.merchant.name)),
  );

  // A guest's link opens the messenger empty; a member's starts the message with their username.
  app.get(LIVE_PATHS.imUrl, { preHandler: readOptionalMember }, async (request) => {
    const channel = request.merchant.customerService.find((entry) => entry.csType === 'WHATSAPP');
    if (!channel) return success({ imUrl: null });
    const url = new URL(channel.url);
    if (request.auth)
      url.searchParams.set('text', imGreetingOf(languageOf(request), request.auth.member.username));
    return success({ imUrl: url.href });
  });
};
