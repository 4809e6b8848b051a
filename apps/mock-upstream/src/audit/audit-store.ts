import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TAuditAction } from '@site/contracts';
import type { TExecutor } from '../db/client.js';
import { auditEvents, type TAuditEventRow } from '../db/schema-audit.js';

export type TNewAuditEvent = Omit<TAuditEventRow, 'id'>;

/** Appends one event; the table refuses any other write (docs/decisions/0016-audit-trail.md). */
export const appendAuditEvent = (db: TExecutor, event: TNewAuditEvent): void => {
  db.insert(auditEvents).values(event).run();
};

export type TAuditFilter = {
  memberId?: number | undefined;
  action?: TAuditAction | undefined;
  requestId?: string | undefined;
  limit: number;
};

/** The newest events first, narrowed by member, action or request id. */
export const listAuditEvents = (db: TExecutor, filter: TAuditFilter): TAuditEventRow[] => {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(auditEvents.memberId, filter.memberId));
  if (filter.action !== undefined) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.requestId !== undefined) conditions.push(eq(auditEvents.requestId, filter.requestId));
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit)
    .all();
};
