import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, AUDIT_ACTIONS, type TAuditAction, WALLET_PATHS } from '@site/contracts';
import {
  createInMemoryMock,
  encryptedInject,
  MERCHANT_HEADERS,
  postJson,
  qa,
  type TInMemoryMock,
} from '../test/test-app.js';
import { addCard, createPayer, PAYMENT_PASSWORD, type TPayer } from '../test/withdraw-fixtures.js';

type TAuditedRoute = { method: string; url: string; action: TAuditAction };
type TListedEvent = {
  action: TAuditAction;
  outcome: string;
  memberId: number | null;
  ip: string;
  requestId: string;
  moneyRequestId: string | null;
  reason: string | null;
  createdAt: string;
};

const VISITOR_IP = '198.51.100.7';
const NEW_SECRET = 'Fresh1234';
const PAYMENT_PASSWORD_REQUEST_ID = 'audit-pay-pass-0001';
const audited: TAuditedRoute[] = [];
let mock: TInMemoryMock;

beforeAll(async () => {
  mock = await createInMemoryMock({
    beforeReady: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        const action = route.config?.audit;
        if (action) audited.push({ method: [route.method].flat()[0] ?? '', url: route.url, action });
      }),
  });
});
afterAll(async () => mock.close());

/** Headers as the gateway sends them: the visitor's IP and its own request id. */
const traced = () => {
  const requestId = randomUUID();
  return { requestId, headers: { 'x-request-id': requestId, 'x-forwarded-for': VISITOR_IP } };
};

const eventsOf = async (requestId: string): Promise<TListedEvent[]> =>
  (await qa(mock.app, `/audit?requestId=${requestId}`)).json<{ events: TListedEvent[] }>().events;

const memberIdOf = (member: TPayer): number =>
  Number(mock.db.$client.prepare('SELECT id FROM members WHERE username = ?').pluck().get(member.username));

describe('the audit trail of the mock', () => {
  it('has a route for every audit action', () => {
    expect(new Set(audited.map((route) => route.action))).toEqual(new Set(AUDIT_ACTIONS));
  });

  it('writes exactly one refused event for each audited route called without a session', async () => {
    for (const route of audited) {
      const { requestId, headers } = traced();
      const reply = await mock.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { ...MERCHANT_HEADERS, ...headers },
        payload: {},
      });
      expect(reply.statusCode, route.url).toBeGreaterThanOrEqual(400);
      expect(await eventsOf(requestId), route.url).toEqual([
        expect.objectContaining({
          action: route.action,
          outcome: 'refused',
          memberId: null,
          ip: VISITOR_IP,
          reason: reply.json<{ errorCode: string }>().errorCode,
        }),
      ]);
    }
  });

  it('writes one event per money request, succeeded or refused, with the member and the money request id', async () => {
    const member = await createPayer(mock.app, { balanceMinor: 50_000 });
    const bankCardId = await addCard(mock.app, member.token);
    const withdraw = async (paymentPassword: string) => {
      const { requestId, headers } = traced();
      const moneyRequestId = randomUUID();
      const reply = await encryptedInject(mock.app, {
        method: 'POST',
        url: WALLET_PATHS.withdraw,
        headers: { authorization: member.token, ...headers },
        payload: { amount: 100, bankCardId, paymentPassword, requestId: moneyRequestId },
      });
      return { reply, requestId, moneyRequestId };
    };

    const done = await withdraw(PAYMENT_PASSWORD);
    expect(done.reply.statusCode).toBe(200);
    const [event] = await eventsOf(done.requestId);
    expect(await eventsOf(done.requestId)).toHaveLength(1);
    expect(event).toEqual({
      id: expect.any(Number),
      merchantId: expect.any(Number),
      action: 'wallet.withdraw',
      outcome: 'succeeded',
      memberId: memberIdOf(member),
      ip: VISITOR_IP,
      requestId: done.requestId,
      moneyRequestId: done.moneyRequestId,
      reason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const refused = await withdraw('000000');
    expect(refused.reply.statusCode).toBe(400);
    expect(await eventsOf(refused.requestId)).toEqual([
      expect.objectContaining({
        action: 'wallet.withdraw',
        outcome: 'refused',
        memberId: memberIdOf(member),
        moneyRequestId: refused.moneyRequestId,
        reason: 'payment_password_incorrect',
      }),
    ]);
  });

  it('writes one event per account change, and keeps no secret', async () => {
    const member = await createPayer(mock.app);
    const changes: Array<{
      action: TAuditAction;
      change: (headers: Record<string, string>) => Promise<unknown>;
    }> = [
      {
        action: 'account.changePassword',
        change: (headers) =>
          encryptedInject(mock.app, {
            method: 'POST',
            url: ACCOUNT_PATHS.changePassword,
            headers: { authorization: member.token, ...headers },
            payload: {
              oldPassword: member.password,
              newPassword: NEW_SECRET,
              confirmNewPassword: NEW_SECRET,
            },
          }),
      },
      {
        action: 'wallet.setPaymentPassword',
        change: (headers) =>
          postJson(
            mock.app,
            WALLET_PATHS.paymentPassword,
            {
              oldPaymentPassword: PAYMENT_PASSWORD,
              paymentPassword: '246801',
              confirmPaymentPassword: '246801',
              requestId: PAYMENT_PASSWORD_REQUEST_ID,
            },
            { authorization: member.token, ...headers },
          ),
      },
    ];
    for (const { action, change } of changes) {
      const { requestId, headers } = traced();
      await change(headers);
      const events = await eventsOf(requestId);
      expect(events).toEqual([
        expect.objectContaining({
          action,
          outcome: 'succeeded',
          memberId: memberIdOf(member),
          // A payment-password change carries a requestId of its own (decision 0015).
          moneyRequestId: action === 'wallet.setPaymentPassword' ? PAYMENT_PASSWORD_REQUEST_ID : null,
        }),
      ]);
      expect(JSON.stringify(events)).not.toMatch(new RegExp(`${NEW_SECRET}|246801|${member.token}`));
    }
  });

  it('refuses to change or remove an event, and keeps them through a QA reset', async () => {
    const { requestId, headers } = traced();
    await mock.app.inject({
      method: 'POST',
      url: WALLET_PATHS.walletTransfer,
      headers: { ...MERCHANT_HEADERS, ...headers },
      payload: {},
    });
    expect(() => mock.db.$client.exec("UPDATE audit_events SET outcome = 'succeeded'")).toThrow(
      /append-only/,
    );
    expect(() => mock.db.$client.exec('DELETE FROM audit_events')).toThrow(/append-only/);
    expect((await qa(mock.app, '/reset', {})).statusCode).toBe(200);
    expect(await eventsOf(requestId)).toHaveLength(1);
  });

  it('writes nothing for calls that change nothing', async () => {
    const member = await createPayer(mock.app);
    const { requestId, headers } = traced();
    await mock.app.inject({
      method: 'GET',
      url: WALLET_PATHS.balance,
      headers: { ...MERCHANT_HEADERS, authorization: member.token, ...headers },
    });
    expect(await eventsOf(requestId)).toEqual([]);
  });
});
