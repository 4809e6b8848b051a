import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.js';
import { members, merchants } from '../db/schema.js';
import { unreadCountOf } from '../domains/content/inbox/inbox-store.js';
import { ALL_WALLETS_TYPE_ID, buildBalance } from '../domains/wallet/wallet-service.js';
import type { EventBus } from './event-bus.js';

/** What publishing needs: the app's database and bus (FastifyInstance has both). */
export type TEventContext = { db: TDatabase; events: EventBus };

const merchantOf = (db: TDatabase, memberId: number) =>
  db
    .select({ merchant: merchants })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .get()?.merchant;

/**
 * Publishes the member's balance as it is now. Call it after the transaction
 * that moved money has committed, never inside it.
 */
export const publishBalance = (context: TEventContext, memberId: number): void => {
  const merchant = merchantOf(context.db, memberId);
  if (!merchant) return;
  context.events.publish({
    type: 'balance',
    memberId,
    balance: buildBalance(context.db, merchant, memberId, ALL_WALLETS_TYPE_ID),
  });
};

/** Publishes the member's unread inbox count as it is now (after commit). */
export const publishUnread = (context: TEventContext, memberId: number): void => {
  context.events.publish({ type: 'unread', memberId, count: unreadCountOf(context.db, memberId) });
};
