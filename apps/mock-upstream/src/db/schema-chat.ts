/**
 * Live chat (docs/decisions/0030-live-chat.md): one conversation per member
 * with customer service, its messages, and the tickets that open the chat
 * page. Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/**
 * A member's conversation. The read marks are the last message id each side
 * has seen: the member's unread count is support's messages after
 * `memberReadId`, support's inbox the member's after `supportReadId`.
 */
export const chatConversations = sqliteTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().unique(),
    /** The topic code of the latest launch (CBS_modelList). */
    topic: text('topic').notNull(),
    /** Support closed the chat to this member (CBS_groupPermission answers canChat false). */
    isClosed: integer('is_closed', { mode: 'boolean' }).notNull().default(false),
    memberReadId: integer('member_read_id').notNull().default(0),
    supportReadId: integer('support_read_id').notNull().default(0),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('chat_conversations_merchant_index').on(table.merchantId, table.lastMessageAt)],
);

export const CHAT_SENDERS = ['member', 'support'] as const;

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
    /** The support agent's display name; null for the member. */
    agentName: text('agent_name'),
    /** Plain text, shown as text (never HTML). */
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_index').on(table.conversationId, table.id)],
);

/** A launch of the chat page: the token in `chatUrl` authenticates its page and API, as a game launch does. */
export const chatTickets = sqliteTable('chat_tickets', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** 32 random bytes in hex. */
  token: text('token').notNull().unique(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => chatConversations.id),
  language: text('language').notNull(),
  /** Where the page's back link goes (the site's page the chat was opened from); '' for none. */
  backUrl: text('back_url').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
});
