import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_PAGE_CSP } from '../../../core/play/page/html.js';
import { merchants } from '../../../db/schema.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { readHeader } from '../../../wire/headers.js';
import { markSeenByMember, sendMemberMessage } from '../chat-service.js';
import { memberUnreadCount, messagesAfter, resolveTicket, toMessageView } from '../chat-store.js';
import { chatLanguageOf, findChatTopic, serviceScriptOf } from '../chat-texts.js';
import { renderChatEndedPage, renderChatPage } from './chat-page.js';
import { openEventStream } from './event-stream.js';
import type { TChatReadReply, TChatSentReply, TChatStateReply } from './replies.js';

/** src/…/page/assets in development, dist/…/page/assets once built (the build copies it). */
const ASSETS_DIR = new URL('./assets/', import.meta.url);
const ASSET_NAME = /^[a-z0-9][a-z0-9-]*\.(js|css)$/;
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

export const ZChatTextSchema = z.string().trim().min(1).max(1000);

const ZTicketQuerySchema = z.object({
  ticket: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

export const sendChatHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', GAME_PAGE_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .send(html);

/**
 * The member's chat page (docs/decisions/0030-live-chat.md), reached through
 * the site's `/chat/*`: `GET /chat/room?ticket=`, its assets, and its API
 * (`X-Chat-Ticket`, or `?ticket=` for the event stream, which cannot send
 * headers). An unknown or expired ticket is 401 `login.not.session`.
 */
export const chatPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // An open stream would keep the server from closing; end them first.
  app.addHook('preClose', async () => app.chat.endSubscriptions());

  const ticketOf = (request: FastifyRequest, fromQuery?: string) => {
    const token = readHeader(request, 'x-chat-ticket') ?? fromQuery;
    const resolved = token ? resolveTicket(app.db, token, new Date()) : undefined;
    if (!resolved) throw wireErrors.loginNotSession();
    return resolved;
  };

  app.get('/chat/room', { schema: { querystring: ZTicketQuerySchema } }, async (request, reply) => {
    const resolved = request.query.ticket
      ? resolveTicket(app.db, request.query.ticket, new Date())
      : undefined;
    if (!resolved) return sendChatHtml(reply, renderChatEndedPage('EN'), 401);
    const { ticket, conversation } = resolved;
    const language = chatLanguageOf(ticket.language);
    const merchant = app.db.select().from(merchants).where(eq(merchants.id, conversation.merchantId)).get();
    return sendChatHtml(
      reply,
      renderChatPage({
        ticket: ticket.token,
        language,
        topicName: findChatTopic(conversation.topic)?.text[language].name ?? conversation.topic,
        greeting: serviceScriptOf(language, merchant?.name ?? '').greeting,
        backUrl: ticket.backUrl,
      }),
    );
  });

  app.get(
    '/chat/assets/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const extension = ASSET_NAME.exec(file)?.[1];
      if (!extension) throw new WireError(404, 'function.not.available', 'No such asset');
      const content = await readFile(new URL(file, ASSETS_DIR)).catch(() => null);
      if (!content) throw new WireError(404, 'function.not.available', 'No such asset');
      return reply
        .type(ASSET_TYPES[extension] ?? 'text/plain')
        .header('cache-control', 'no-cache')
        .send(content);
    },
  );

  app.get('/chat/api/messages', async (request): Promise<TChatStateReply> => {
    const { ticket, conversation } = ticketOf(request);
    const language = chatLanguageOf(ticket.language);
    return {
      topic: {
        code: conversation.topic,
        name: findChatTopic(conversation.topic)?.text[language].name ?? conversation.topic,
      },
      canChat: !conversation.isClosed,
      messages: messagesAfter(app.db, conversation.id).map(toMessageView),
    };
  });

  app.post(
    '/chat/api/messages',
    { schema: { body: z.object({ text: ZChatTextSchema }) } },
    async (request): Promise<TChatSentReply> => {
      const { conversation } = ticketOf(request);
      return { message: sendMemberMessage(app, conversation, request.body.text, new Date()) };
    },
  );

  app.post(
    '/chat/api/read',
    { schema: { body: z.object({ upToId: z.number().int().min(0) }) } },
    async (request): Promise<TChatReadReply> => {
      const { conversation } = ticketOf(request);
      markSeenByMember(app, conversation, request.body.upToId);
      return { unread: memberUnreadCount(app.db, conversation.memberId) };
    },
  );

  // Last-Event-ID (the browser's reconnect) replays what the page missed from SQLite, then live messages follow.
  app.get('/chat/api/stream', { schema: { querystring: ZTicketQuerySchema } }, async (request, reply) => {
    const { conversation } = ticketOf(request, request.query.ticket);
    const lastId = Number(readHeader(request, 'last-event-id') ?? Number.NaN);
    let unsubscribe = () => undefined as void;
    const stream = openEventStream(reply, () => unsubscribe());
    if (Number.isSafeInteger(lastId))
      for (const row of messagesAfter(app.db, conversation.id, lastId))
        stream.send(row.id, toMessageView(row));
    unsubscribe = app.chat.subscribe(
      (event) => {
        if (event.conversationId === conversation.id) stream.send(event.message.id, event.message);
      },
      () => stream.end(),
    );
  });
};
