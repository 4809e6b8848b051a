import type { FastifyInstance } from 'fastify';
import type { TEventContext } from '../../events/member-events.js';
import { WireError } from '../../wire/envelope.js';
import {
  addMessage,
  lastMessageIdUpTo,
  markRead,
  memberUnreadCount,
  messagesSince,
  type TChatConversation,
  toMessageView,
} from './chat-store.js';

/** Publishes the member's unread live-chat replies as they are now (after commit). */
const publishChatUnread = (context: TEventContext, memberId: number): void => {
  context.events.publish({ type: 'chat_unread', memberId, count: memberUnreadCount(context.db, memberId) });
};

/** What the chat needs of the app: its database, the feed's bus and the chat hub. */
type TChatApp = Pick<FastifyInstance, 'db' | 'events' | 'chat'>;

export const chatClosedError = () =>
  new WireError(403, 'chat_not_allowed', 'Customer service closed the live chat for this member');

/** A member may send this many messages within the window; more is a flood, refused with 429. */
export const CHAT_FLOOD_LIMIT = { messages: 10, windowMs: 30_000 };

/** A member's message: stored, then handed to the open pages (theirs and QA's). */
export const sendMemberMessage = (
  app: TChatApp,
  conversation: TChatConversation,
  text: string,
  now: Date,
) => {
  if (conversation.isClosed) throw chatClosedError();
  const since = new Date(now.getTime() - CHAT_FLOOD_LIMIT.windowMs);
  const recent = messagesSince(app.db, conversation.id, 'member', since);
  if (recent.count >= CHAT_FLOOD_LIMIT.messages) {
    // The window frees a message when its first one leaves it.
    const freesAt = (recent.firstAt ?? now).getTime() + CHAT_FLOOD_LIMIT.windowMs;
    throw new WireError(429, 'too_many_requests', 'Too many messages: wait a moment before sending more', {
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
    });
  }
  const message = toMessageView(
    addMessage(app.db, conversation.id, { sender: 'member', agentName: null, text, now }),
  );
  app.chat.publish({ merchantId: conversation.merchantId, conversationId: conversation.id, message });
  return message;
};

/** Support's reply: stored, handed to the open pages, and the member's unread count goes out on the feed. */
export const sendSupportMessage = (
  app: TChatApp,
  conversation: TChatConversation,
  reply: { agentName: string; text: string; now: Date },
) => {
  const message = toMessageView(
    addMessage(app.db, conversation.id, {
      sender: 'support',
      agentName: reply.agentName,
      text: reply.text,
      now: reply.now,
    }),
  );
  app.chat.publish({ merchantId: conversation.merchantId, conversationId: conversation.id, message });
  publishChatUnread(app, conversation.memberId);
  return message;
};

/** The member saw the messages up to `upToId`: the unread badge follows on the feed. */
export const markSeenByMember = (app: TChatApp, conversation: TChatConversation, upToId: number): void => {
  // Only messages that exist: a reply stored after this id is still unread.
  const seenId = lastMessageIdUpTo(app.db, conversation.id, upToId);
  if (markRead(app.db, conversation, 'member', seenId)) publishChatUnread(app, conversation.memberId);
};
