/**
 * The audit trail (docs/decisions/0016-audit-trail.md): one row per account
 * change or money request the mock was asked for. Append-only: the
 * migration's triggers refuse UPDATE and DELETE, and `/__qa/reset` leaves it
 * alone. No foreign keys, so the rows outlive the members they name.
 * Loaded by drizzle-kit on its own: no local imports.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TAuditAction, TAuditOutcome } from '@site/contracts';

export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null when the call named no known merchant. */
    merchantId: integer('merchant_id'),
    action: text('action').$type<TAuditAction>().notNull(),
    outcome: text('outcome').$type<TAuditOutcome>().notNull(),
    /** The authenticated member; null for calls made without a session (password resets). */
    memberId: integer('member_id'),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
    moneyRequestId: text('money_request_id'),
    /** The errorCode answered on a refusal or failure. */
    reason: text('reason'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('audit_events_member_index').on(table.memberId)],
);
export type TAuditEventRow = typeof auditEvents.$inferSelect;
