import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_PATHS, type TBalanceOutput, WALLET_PATHS } from '@site/contracts';
import { buildApp } from '../app.js';
import {
  GENEROUS_GUARDS,
  okData,
  signedInQaMember,
  startGatewayAgainstMock,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { seriesSum } from './prometheus-text.js';
import { testConfig } from './test-config.js';

/**
 * The circuit breaker in front of the upstream, against the real mock
 * (docs/decisions/0036-metrics-and-circuit-breaker.md). Faults are the mock's
 * held replies (`POST /__qa/reply-delays`): the mock does the work, and the
 * answer comes after the gateway's deadline.
 */
const TOKEN = 'breaker-test-token-0123456789';
/** The gateway's deadline under test; held replies wait longer. */
const TIMEOUT_MS = 1_000;
const HELD_MS = 3_000;

let stack: TStack;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  stack = await startGatewayAgainstMock();
}, 60_000);
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});
afterAll(() => stack?.stop());

/** A gateway on the same mock with a breaker of `failures` that may half-open after `halfOpenAfterMs`. */
const breakerGateway = async (failures: number, halfOpenAfterMs: number): Promise<FastifyInstance> => {
  const app = await buildApp(
    testConfig({
      UPSTREAM_URL: stack.mock.url,
      ...GENEROUS_GUARDS,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_BREAKER_FAILURES: String(failures),
      UPSTREAM_BREAKER_HALF_OPEN_MS: String(halfOpenAfterMs),
      METRICS_TOKEN: TOKEN,
    }),
  );
  opened.push(app);
  return app;
};

/** The answers of the next `times` calls to `path` come after the gateway gave up on them. */
const holdReplies = (path: string, times: number) =>
  stack.mock.qa('POST', '/reply-delays', { path, ms: HELD_MS, times });

const readiness = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/readyz' })).json<{
    ok: boolean;
    checks: Record<string, string>;
  }>();

const metricsOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

describe('the upstream circuit breaker', () => {
  it('opens after N failures, answers upstream_unavailable at once while open, keeps cached reads, closes after a probe succeeds', async () => {
    const app = await breakerGateway(2, 4_000);
    const visitor = new GatewayVisitor(app);
    const vendors = okData(await visitor.query('games.vendors'));
    okData(await visitor.query('system.countries'));

    // Two failed exchanges: the read and its one retry, both past the deadline.
    await holdReplies(SYSTEM_PATHS.country, 2);
    const failed = await visitor.query('system.countries');
    expect(failed.status).toBe(503);
    expect(failed.error?.data.key).toBe('in_network_again');

    // Open: refused without being sent. Sent, it would have been answered at once (no more held replies).
    const refused = await visitor.query('system.countries');
    expect(refused.status).toBe(503);
    expect(refused.error?.data.key).toBe('upstream_unavailable');
    // Cached reads keep serving.
    expect(okData(await visitor.query('games.vendors'))).toEqual(vendors);
    const notReady = await readiness(app);
    expect(notReady).toMatchObject({ ok: false, checks: { upstream: 'down', breaker: 'open' } });
    const metrics = await metricsOf(app);
    expect(seriesSum(metrics, 'gateway_upstream_breaker_state', { state: 'open' })).toBe(1);
    expect(seriesSum(metrics, 'gateway_upstream_breaker_openings_total')).toBe(1);
    expect(
      seriesSum(metrics, 'gateway_upstream_call_duration_seconds_count', {
        call: `GET ${SYSTEM_PATHS.country}`,
        outcome: 'unavailable',
      }),
    ).toBe(1);

    // After a while the probe goes out alone, succeeds, and closes it.
    await vi.waitFor(async () => expect((await readiness(app)).checks['breaker']).toBe('closed'), {
      timeout: 20_000,
      interval: 250,
    });
    okData(await visitor.query('system.countries'));
    expect(seriesSum(await metricsOf(app), 'gateway_upstream_breaker_state', { state: 'closed' })).toBe(1);
  }, 40_000);

  it('reports a money request in flight when it opens as pending, never as failed', async () => {
    const OPENING_BALANCE = 100_000;
    const AMOUNT = 2_500;
    const { visitor: member } = await signedInQaMember(stack.app, stack.mock, 'player', {
      balanceMinor: OPENING_BALANCE,
    });
    const mainBalance = async () =>
      okData(await member.query<TBalanceOutput>('wallet.balance')).wallets.find(
        (wallet) => wallet.accountTypeId === 1,
      )?.balance;
    const toAccountTypeId = okData(
      await member.query<{ wallets: Array<{ accountTypeId: number }> }>('wallet.wallets'),
    ).wallets[1]?.accountTypeId;

    // The same browser session on a gateway whose breaker opens on the transfer's own failure.
    const app = await breakerGateway(3, 60_000);
    const sameMember = new GatewayVisitor(app, { ip: '198.51.100.30' });
    for (const [name, value] of member.cookies) sameMember.cookies.set(name, value);
    await holdReplies(SYSTEM_PATHS.country, 2);
    expect((await sameMember.query('system.countries')).error?.data.key).toBe('in_network_again');

    // The transfer is done upstream but its answer is late: the third failure. Its replay is refused.
    await holdReplies(WALLET_PATHS.walletTransfer, 1);
    const transfer = await sameMember.mutate('wallet.transfer', {
      fromAccountTypeId: 1,
      toAccountTypeId,
      amount: AMOUNT,
      requestId: randomUUID(),
    });
    expect(transfer.status).toBe(504);
    expect(transfer.error?.data.key).toBe('request_pending');
    expect((await readiness(app)).checks['breaker']).toBe('open');
    // It did happen, once.
    await vi.waitFor(async () => expect(await mainBalance()).toBe(OPENING_BALANCE - AMOUNT), {
      timeout: HELD_MS * 3,
      interval: 250,
    });
  }, 40_000);
});
