import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSupportMessage } from '../../domains/live/chat-service.js';
import {
  conversationById,
  conversationsOfMerchant,
  markRead,
  messagesAfter,
  setConversationClosed,
  supportUnreadCount,
  toMessageView,
} from '../../domains/live/chat-store.js';
import { renderSupportPage } from '../../domains/live/page/chat-page.js';
import { openEventStream } from '../../domains/live/page/event-stream.js';
import type { TQaConversation } from '../../domains/live/page/replies.js';
import { sendChatHtml, ZChatTextSchema } from '../../domains/live/page/routes.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { WireError } from '../../wire/envelope.js';
import { findQaMerchant } from '../qa-service.js';

const ZMerchantQuery = z.object({ merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) });
const ZConversationParams = z.object({ conversationId: z.coerce.number().int().positive() });

/**
 * The support side of the live chat (docs/decisions/0030-live-chat.md): the
 * page `/__qa/chat` where an agent reads conversations and answers, and the
 * API it (and tests) use. A reply reaches the member's open chat page at
 * once and their unread badge through the event feed.
 */
export const qaChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const conversationOf = (id: number) => {
    const conversation = conversationById(app.db, id);
    if (!conversation) throw new WireError(404, 'function.not.available', `No conversation ${id}`);
    return conversation;
  };

  app.get('/chat', async (_request, reply) => sendChatHtml(reply, renderSupportPage()));

  app.get('/chat/conversations', { schema: { querystring: ZMerchantQuery } }, async (request) => {
    const merchant = findQaMerchant(app.db, request.query.merchant);
    return conversationsOfMerchant(app.db, merchant.id).map(
      ({ conversation, username }): TQaConversation => ({
        id: conversation.id,
        username,
        topic: conversation.topic,
        unread: supportUnreadCount(app.db, conversation),
        isClosed: conversation.isClosed,
        lastMessageAt: conversation.lastMessageAt?.getTime() ?? null,
      }),
    );
  });

  // Reading a conversation marks the member's messages seen by support.
  app.get(
    '/chat/conversations/:conversationId/messages',
    { schema: { params: ZConversationParams } },
    async (request) => {
      const conversation = conversationOf(request.params.conversationId);
      const messages = messagesAfter(app.db, conversation.id).map(toMessageView);
      const newestId = messages.at(-1)?.id;
      if (newestId !== undefined) markRead(app.db, conversation, 'support', newestId);
      return { messages };
    },
  );

  app.post(
    '/chat/conversations/:conversationId/messages',
    {
      schema: {
        params: ZConversationParams,
        body: z.object({ text: ZChatTextSchema, agentName: z.string().trim().min(1).max(40).default('Ana') }),
      },
    },
    async (request) => {
      const conversation = conversationOf(request.params.conversationId);
      const { text, agentName } = request.body;
      return { message: sendSupportMessage(app, conversation, { agentName, text, now: new Date() }) };
    },
  );

  app.post(
    '/chat/conversations/:conversationId/closed',
    { schema: { params: ZConversationParams, body: z.object({ closed: z.boolean() }) } },
    async (request) => {
      const conversation = conversationOf(request.params.conversationId);
      setConversationClosed(app.db, conversation.id, request.body.closed);
      return { isClosed: request.body.closed };
    },
  );

  // Every message of the merchant's conversations, as it is stored: the support page reads the list again.
  app.get('/chat/stream', { schema: { querystring: ZMerchantQuery } }, async (request, reply) => {
    const merchant = findQaMerchant(app.db, request.query.merchant);
    let unsubscribe = () => undefined as void;
    const stream = openEventStream(reply, () => unsubscribe());
    unsubscribe = app.chat.subscribe(
      (event) => {
        if (event.merchantId === merchant.id)
          stream.send(event.message.id, { conversationId: event.conversationId, message: event.message });
      },
      () => stream.end(),
    );
  });
};
