import { randomUUID } from 'node:crypto';
import { RESPONSIBLE_PATHS, WALLET_PATHS } from '@site/contracts';
import type { TApp } from '../app.js';
import { mockNow } from '../core/clock/mock-clock.js';
import { demoMerchantId, type TQaMember } from './play-fixtures.js';
import { encryptedInject, MERCHANT_HEADERS, postJson, qa, withToken } from './test-app.js';

/**
 * The responsible group's calls as the gateway makes them, for the
 * responsible tests: each sends its own `X-Request-Id`, so a test can read the
 * audit rows of exactly that request.
 */

export type TAuditRow = { action: string; outcome: string; memberId: number | null; reason: string | null };

let requestCount = 0;
const nextRequestId = () => {
  requestCount += 1;
  return `rg-test-${process.pid}-${requestCount}`;
};

export type TCall = Awaited<ReturnType<TApp['inject']>> & { requestId: string };

const send = async (
  app: TApp,
  token: string | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
): Promise<TCall> => {
  const requestId = nextRequestId();
  const reply = await app.inject({
    method,
    url,
    headers: { ...(token ? withToken(token) : MERCHANT_HEADERS), 'x-request-id': requestId },
    ...(payload === undefined ? {} : { payload }),
  });
  return Object.assign(reply, { requestId });
};

export const rgCalls = (app: TApp) => ({
  overview: (token: string | null) => send(app, token, 'GET', RESPONSIBLE_PATHS.overview),
  setLimit: (token: string, body: { type: string; period: string; value: number | null }) =>
    send(app, token, 'PUT', RESPONSIBLE_PATHS.setLimit, body),
  confirmLimit: (token: string, body: { type: string; period: string }) =>
    send(app, token, 'POST', RESPONSIBLE_PATHS.confirmLimit, body),
  cancelLimitChange: (token: string, body: { type: string; period: string }) =>
    send(app, token, 'POST', RESPONSIBLE_PATHS.cancelLimitChange, body),
  setRealityCheck: (token: string, intervalMinutes: number) =>
    send(app, token, 'PUT', RESPONSIBLE_PATHS.setRealityCheck, { intervalMinutes }),
  playSession: (token: string) => send(app, token, 'GET', RESPONSIBLE_PATHS.playSession),
  askToReturn: (token: string) => send(app, token, 'POST', RESPONSIBLE_PATHS.askToReturn, {}),
  takeBreak: async (token: string, body: { kind: string; period: string; password: string }) => {
    const requestId = nextRequestId();
    const reply = await encryptedInject(app, {
      method: 'POST',
      url: RESPONSIBLE_PATHS.takeBreak,
      payload: body,
      headers: { ...withToken(token), 'x-request-id': requestId },
    });
    return Object.assign(reply, { requestId });
  },
  /** The audit rows of one request. */
  auditOf: async (call: TCall): Promise<TAuditRow[]> =>
    (await qa(app, `/audit?requestId=${call.requestId}`)).json<{ events: TAuditRow[] }>().events,
});

/** The demo merchant's time now (the QA clock moves it). */
export const merchantTimeNow = (app: TApp): number =>
  mockNow(app.db, demoMerchantId(app.db), new Date()).getTime();

/** Moves the demo merchant's clock forward (`POST /__qa/agent/clock`). */
export const moveClock = async (app: TApp, minutes: number): Promise<number> =>
  (await qa(app, '/agent/clock', { minutes })).json<{ now: number }>().now;

/** The member's id, by username. */
export const memberIdOf = (app: TApp, member: TQaMember): number =>
  Number(
    app.db.$client
      .prepare('SELECT id FROM members WHERE username = ?')
      .pluck()
      .get(member.username.toLowerCase()),
  );

/** A deposit request of `amount` (major units) by bank transfer to GCash: a pending order, or a refusal. */
export const requestDeposit = async (
  app: TApp,
  member: TQaMember,
  amount: number,
  requestId = randomUUID(),
) => {
  const settings = await app.inject({
    method: 'GET',
    url: WALLET_PATHS.depositSettings,
    headers: withToken(member.token),
  });
  const channels: { channelId: string; name: string }[] = settings.json().value.depositInfo.channels;
  const channel = channels.find((row) => row.name === 'GCash');
  if (!channel) throw new Error('the GCash channel is missing');
  return postJson(
    app,
    WALLET_PATHS.depositManualTransfer,
    {
      channelId: channel.channelId,
      payeeName: 'Juan Dela Cruz',
      amount,
      bankCode: 'x',
      vendorId: 'x',
      mcsBankCode: 'x',
      requestId,
    },
    { authorization: member.token },
  );
};
