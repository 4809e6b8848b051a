import { and, count, eq } from 'drizzle-orm';
import type { TInboxMessageType } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { inboxMessages } from '../../db/schema-money.js';

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

/** `CSP_unreadCount`. */
export const unreadCountOf = (db: TExecutor, memberId: number): number =>
  db
    .select({ unread: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), eq(inboxMessages.isRead, false)))
    .get()?.unread ?? 0;
