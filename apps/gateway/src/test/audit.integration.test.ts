import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureAuditLog, type TMockAuditRow } from './audit-log-capture.js';
import { createQaMember, logInAs, startGatewayAgainstMock } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import type { TMockUpstream } from './mock-upstream.js';

/**
 * The audit trail end to end (docs/decisions/0016-audit-trail.md): each
 * account change or money request leaves one event in the gateway's audit
 * log and one row in the mock's audit table, linked by the gateway's request id.
 */
let mock: TMockUpstream;
let app: FastifyInstance;
let stop: () => Promise<void>;
const { stream, lines: logLines, auditEvents: auditLogEvents } = captureAuditLog();

beforeAll(async () => {
  // The app logs warnings only; the audit logger writes whatever the level.
  ({ app, mock, stop } = await startGatewayAgainstMock({}, { logger: { level: 'warn', stream } }));
}, 60_000);
afterAll(async () => {
  await stop?.();
});

describe('the audit trail, gateway and mock', () => {
  it('records each account change and money request once on each side, under the same request id', async () => {
    const PAYMENT_PASSWORD = '246810';
    const VISITOR_IP = '192.0.2.61';
    const member = await createQaMember(mock, 'player', {
      balanceMinor: 50_000,
      paymentPassword: PAYMENT_PASSWORD,
    });
    const visitor = new GatewayVisitor(app, { ip: VISITOR_IP });
    await logInAs(visitor, member);

    const card = await visitor.mutate<{ id: string }>('wallet.addBankCard', {
      bankCode: 'BDO',
      accountName: 'Juan Cruz',
      accountNumber: '009988776655',
      requestId: 'audit-bank-card-0001',
    });
    expect(card.status).toBe(200);
    const refused = await visitor.mutate('wallet.withdraw', {
      amount: 10_000,
      bankCardId: String(card.data?.id),
      paymentPassword: '000000',
      requestId: 'audit-withdraw-0001',
    });
    expect(refused.status).toBe(400);
    await visitor.query('wallet.balance');

    const events = auditLogEvents();
    expect(events.map(({ action, outcome }) => [action, outcome])).toEqual([
      ['wallet.addBankCard', 'succeeded'],
      ['wallet.withdraw', 'refused'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ ip: VISITOR_IP, memberId: expect.stringMatching(/^\d+$/) });
      const { events: rows } = await mock.qa<{ events: TMockAuditRow[] }>(
        'GET',
        `/audit?requestId=${event.requestId}`,
      );
      expect(rows).toEqual([
        expect.objectContaining({
          action: event.action,
          outcome: event.outcome,
          memberId: Number(event.memberId),
          ip: VISITOR_IP,
          moneyRequestId: event.moneyRequestId,
          reason: event.reason,
        }),
      ]);
    }
    expect(events[1]).toMatchObject({
      moneyRequestId: 'audit-withdraw-0001',
      reason: 'payment_password_incorrect',
    });
    expect(logLines.join('\n')).not.toMatch(/009988776655|246810|000000/);
  });
});
