import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TInboxMessageType } from '@site/contracts';
import type { TDatabase, TExecutor } from '../../db/client.js';
import type { TMerchant } from '../../db/schema.js';
import { inboxMessages } from '../../db/schema-money.js';
import { WireError } from '../../wire/envelope.js';
import { postInboxMessage, readableMessagesOf, unreadCountOf } from './inbox-store.js';
import { renderInboxMessage } from './inbox-texts.js';

export const INBOX_STATUSES = ['all', 'unread', 'read'] as const;

type TMoneyMessage = {
  memberId: number;
  type: Exclude<TInboxMessageType, 'NOTICE'>;
  amountMinor: number;
  /** The operator's reason of a rejection. */
  remark?: string | null;
  now: Date;
};

/**
 * Files a money message (deposit credited or failed, withdrawal approved or
 * rejected) in the caller's transaction; publish the unread count after commit.
 */
export const fileMoneyMessage = (tx: TExecutor, message: TMoneyMessage) =>
  postInboxMessage(tx, {
    memberId: message.memberId,
    type: message.type,
    params: { amountMinor: message.amountMinor, ...(message.remark ? { remark: message.remark } : {}) },
    now: message.now,
  });

type TInboxQuery = { pageNo: number; pageSize: number; status: (typeof INBOX_STATUSES)[number] };

/**
 * `CSP_getInbox`: a page of the member's messages, newest first, written in
 * `language` (a restricted member's without promotion messages).
 */
export const inboxPage = (
  db: TExecutor,
  merchant: TMerchant,
  memberId: number,
  query: TInboxQuery,
  language: string,
) => {
  const filters: SQL[] = [readableMessagesOf(db, memberId)];
  if (query.status !== 'all') filters.push(eq(inboxMessages.isRead, query.status === 'read'));
  const where = and(...filters);
  const totalCount = db.select({ total: count() }).from(inboxMessages).where(where).get()?.total ?? 0;
  const rows = db
    .select()
    .from(inboxMessages)
    .where(where)
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .all();
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      ...renderInboxMessage(row.type, row.params, language, merchant.currencySymbol),
      isRead: row.isRead,
      createdAt: row.createdAt.getTime(),
    })),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
};

/**
 * `CSP_markRead`: marks the given messages (or all) read and answers the
 * unread count. An id that is not one of the member's is 404 `message_not_found`
 * and marks nothing.
 */
export const markInboxRead = (
  db: TDatabase,
  memberId: number,
  { ids, all }: { ids: number[]; all: boolean },
): number =>
  db.transaction((tx) => {
    const mine = and(eq(inboxMessages.memberId, memberId), eq(inboxMessages.isRead, false));
    if (all) {
      tx.update(inboxMessages).set({ isRead: true }).where(mine).run();
      return 0;
    }
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      const found =
        tx
          .select({ total: count() })
          .from(inboxMessages)
          .where(and(eq(inboxMessages.memberId, memberId), inArray(inboxMessages.id, unique)))
          .get()?.total ?? 0;
      if (found !== unique.length) throw new WireError(404, 'message_not_found', 'No such message');
      tx.update(inboxMessages)
        .set({ isRead: true })
        .where(and(mine, inArray(inboxMessages.id, unique)))
        .run();
    }
    return unreadCountOf(tx, memberId);
  });
