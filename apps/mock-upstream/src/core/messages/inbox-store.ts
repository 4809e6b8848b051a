import { and, count, eq, not, type SQL, sql } from 'drizzle-orm';
import type { TInboxMessageType } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { inboxMessages } from '../../db/schema-money.js';
import { restrictionOf } from '../responsible/restriction.js';

type TNewInboxMessage = {
  memberId: number;
  type: TInboxMessageType;
  /** Filled into the message text when it is read, in the reader's language. */
  params: Record<string, string | number>;
  now: Date;
};

/** Files a message in the member's inbox, in the caller's transaction. */
export const postInboxMessage = (db: TExecutor, message: TNewInboxMessage) =>
  db
    .insert(inboxMessages)
    .values({
      memberId: message.memberId,
      type: message.type,
      params: message.params,
      createdAt: message.now,
    })
    .returning()
    .get();

/** A notice about a promotion: a NOTICE whose params name the promotion (`promotionId`). Marketing. */
const isPromotionMessage = sql`(${inboxMessages.type} = 'NOTICE' AND json_extract(${inboxMessages.params}, '$.promotionId') IS NOT NULL)`;

/**
 * The member's messages as they may read them now: while they are on a
 * break or on the restricted persons list, promotion messages are withheld
 * (docs/decisions/0041-responsible-gaming.md); notices about their own
 * money never are.
 */
export const readableMessagesOf = (db: TExecutor, memberId: number, now = new Date()): SQL => {
  const mine = eq(inboxMessages.memberId, memberId);
  return restrictionOf(db, memberId, now) ? (and(mine, not(isPromotionMessage)) ?? mine) : mine;
};

/** `CSP_unreadCount`: of the messages the member may read now. */
export const unreadCountOf = (db: TExecutor, memberId: number): number =>
  db
    .select({ unread: count() })
    .from(inboxMessages)
    .where(and(readableMessagesOf(db, memberId), eq(inboxMessages.isRead, false)))
    .get()?.unread ?? 0;
