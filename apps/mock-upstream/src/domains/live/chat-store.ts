import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, lte, max, min } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { chatConversations, chatMessages, chatTickets } from '../../db/schema-chat.js';

export type TChatConversation = typeof chatConversations.$inferSelect;
export type TChatMessageRow = typeof chatMessages.$inferSelect;

/** How long a chat page stays usable after its launch, like a game launch. */
export const CHAT_TICKET_MS = 12 * 60 * 60 * 1000;
/** The newest messages a page or QA reads at once. */
export const CHAT_HISTORY_LIMIT = 200;

/** A message as the chat page, its stream and QA see it. */
export type TChatMessageView = {
  id: number;
  sender: 'member' | 'support';
  agentName: string | null;
  text: string;
  createdAt: number;
};

export const toMessageView = (row: TChatMessageRow): TChatMessageView => ({
  id: row.id,
  sender: row.sender,
  agentName: row.agentName,
  text: row.text,
  createdAt: row.createdAt.getTime(),
});

export const conversationOfMember = (db: TExecutor, memberId: number): TChatConversation | undefined =>
  db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId)).get();

export const conversationById = (db: TExecutor, id: number): TChatConversation | undefined =>
  db.select().from(chatConversations).where(eq(chatConversations.id, id)).get();

/** The member's one conversation, opened on `topic` (a later launch moves it to its own topic). */
export const openConversation = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  topic: string,
): TChatConversation => {
  const existing = conversationOfMember(db, memberId);
  if (!existing)
    return db.insert(chatConversations).values({ merchantId, memberId, topic }).returning().get();
  return db
    .update(chatConversations)
    .set({ topic })
    .where(eq(chatConversations.id, existing.id))
    .returning()
    .get() as TChatConversation;
};

/** Issues the ticket a chat page URL carries. */
export const issueTicket = (
  db: TExecutor,
  conversationId: number,
  options: { language: string; backUrl: string; now: Date },
): string => {
  const token = randomBytes(32).toString('hex');
  db.insert(chatTickets)
    .values({
      token,
      conversationId,
      language: options.language,
      backUrl: options.backUrl,
      expiresAt: new Date(options.now.getTime() + CHAT_TICKET_MS),
    })
    .run();
  return token;
};

/** A live ticket with its conversation, or undefined when unknown or expired. */
export const resolveTicket = (db: TExecutor, token: string, now: Date) => {
  const row = db
    .select({ ticket: chatTickets, conversation: chatConversations })
    .from(chatTickets)
    .innerJoin(chatConversations, eq(chatConversations.id, chatTickets.conversationId))
    .where(eq(chatTickets.token, token))
    .get();
  return row && row.ticket.expiresAt > now ? row : undefined;
};

export const addMessage = (
  db: TExecutor,
  conversationId: number,
  message: { sender: 'member' | 'support'; agentName: string | null; text: string; now: Date },
): TChatMessageRow => {
  const row = db
    .insert(chatMessages)
    .values({
      conversationId,
      sender: message.sender,
      agentName: message.agentName,
      text: message.text,
      createdAt: message.now,
    })
    .returning()
    .get();
  // Each side has seen what it wrote itself.
  const readMark = message.sender === 'member' ? { memberReadId: row.id } : { supportReadId: row.id };
  db.update(chatConversations)
    .set({ lastMessageAt: message.now, ...readMark })
    .where(eq(chatConversations.id, conversationId))
    .run();
  return row;
};

/** How many messages one side of a conversation wrote since `since`, and when the first of them was. */
export const messagesSince = (
  db: TExecutor,
  conversationId: number,
  sender: 'member' | 'support',
  since: Date,
): { count: number; firstAt: Date | null } => {
  const row = db
    .select({ count: count(), firstAt: min(chatMessages.createdAt) })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, sender),
        gte(chatMessages.createdAt, since),
      ),
    )
    .get();
  return { count: row?.count ?? 0, firstAt: row?.firstAt ?? null };
};

/** The newest messages after `afterId` (all of them from 0), oldest first. */
export const messagesAfter = (db: TExecutor, conversationId: number, afterId = 0): TChatMessageRow[] =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT)
    .all()
    .reverse();

/** The id of the conversation's last message at or before `upToId` (0 when none). */
export const lastMessageIdUpTo = (db: TExecutor, conversationId: number, upToId: number): number =>
  db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), lte(chatMessages.id, upToId)))
    .get()?.id ?? 0;

const countFrom = (
  db: TExecutor,
  conversationId: number,
  sender: 'member' | 'support',
  afterId: number,
): number =>
  db
    .select({ total: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, sender),
        gt(chatMessages.id, afterId),
      ),
    )
    .get()?.total ?? 0;

/** Support's replies the member has not seen (CBS_unreadCount). */
export const memberUnreadCount = (db: TExecutor, memberId: number): number => {
  const conversation = conversationOfMember(db, memberId);
  return conversation ? countFrom(db, conversation.id, 'support', conversation.memberReadId) : 0;
};

/** The member's messages support has not seen (the QA inbox). */
export const supportUnreadCount = (db: TExecutor, conversation: TChatConversation): number =>
  countFrom(db, conversation.id, 'member', conversation.supportReadId);

/** Moves a side's read mark forward to `upToId` (never back); true when it moved. */
export const markRead = (
  db: TExecutor,
  conversation: TChatConversation,
  side: 'member' | 'support',
  upToId: number,
): boolean => {
  const current = side === 'member' ? conversation.memberReadId : conversation.supportReadId;
  if (upToId <= current) return false;
  db.update(chatConversations)
    .set(side === 'member' ? { memberReadId: upToId } : { supportReadId: upToId })
    .where(eq(chatConversations.id, conversation.id))
    .run();
  return true;
};

export const setConversationClosed = (db: TExecutor, conversationId: number, isClosed: boolean): void => {
  db.update(chatConversations).set({ isClosed }).where(eq(chatConversations.id, conversationId)).run();
};

/** The merchant's conversations for QA, latest message first, with the member's username. */
export const conversationsOfMerchant = (db: TExecutor, merchantId: number) =>
  db
    .select({ conversation: chatConversations, username: members.username })
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .where(eq(chatConversations.merchantId, merchantId))
    .orderBy(desc(chatConversations.lastMessageAt), asc(chatConversations.id))
    .all();
