import { Writable } from 'node:stream';
import type { TAuditEvent } from '@site/contracts';

/**
 * The gateway's log caught in memory, to read its audit events as a log
 * shipper routes them (`name: "audit"`, docs/decisions/0016-audit-trail.md).
 * Build the app with `{ logger: { level: 'warn', stream } }`: the audit
 * logger writes whatever the level.
 */
export const captureAuditLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const auditEvents = (): TAuditEvent[] =>
    lines
      .map((line) => JSON.parse(line) as { name?: string; audit?: TAuditEvent })
      .filter((line) => line.name === 'audit')
      .map((line) => line.audit as TAuditEvent);
  return { stream, lines, auditEvents };
};

/** A row of the mock's audit table as `GET /__qa/audit` lists it. */
export type TMockAuditRow = Omit<TAuditEvent, 'memberId' | 'at'> & { memberId: number | null };
