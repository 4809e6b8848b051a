import type { FastifyBaseLogger } from 'fastify';
import type { TAuditEvent } from '@site/contracts';

/** Where the gateway writes its audit events (docs/decisions/0016-audit-trail.md). */
export type TAuditLog = { record: (event: TAuditEvent) => void };

/**
 * The audit logger: a child of the app's logger named `audit`, so its lines
 * share the log's destination and redaction but can be told apart and routed
 * on their own (`name: "audit"`). Regulators need every event, so it logs at
 * `info` whatever LOG_LEVEL says, unless the log is off altogether
 * (`silent`). It logs only the event's fields, never a procedure's input.
 */
export const createAuditLog = (logger: FastifyBaseLogger): TAuditLog => {
  const audit = logger.child({ name: 'audit' }, { level: logger.level === 'silent' ? 'silent' : 'info' });
  return { record: (event) => audit.info({ audit: event }, 'audit event') };
};
