/**
 * The event feed's retained log (docs/decisions/0023-no-lost-events-and-polling.md):
 * every member event, numbered, so that a gateway that reconnects with
 * `Last-Event-ID` is sent what it missed. Only the newest `FEED_RETAINED_EVENTS`
 * rows are kept. AUTOINCREMENT: an id is never issued twice, even after the
 * rows before it were pruned. Loaded by drizzle-kit on its own: no local imports.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TWireFeedEvent, TWireFeedStamp } from '@site/contracts';

export const feedEvents = sqliteTable('feed_events', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The member's merchant: each merchant's feed streams its own members' events. */
  merchantId: integer('merchant_id').notNull(),
  /** The event and, beside its fields, when it was published (rows kept from before that have none). */
  event: text('event', { mode: 'json' }).$type<TWireFeedEvent & TWireFeedStamp>().notNull(),
});
