import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_LIMITS, ERROR_KEYS, LIMITS, SYSTEM_PATHS } from '@site/contracts';
import { buildApp } from '../app.js';
import { trpcCodeForKey } from '../errors/app-error.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { fakeUpstream } from './fake-upstream.js';
import { signedInQaMember, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { testConfig } from './test-config.js';
import { QUERY_FORMS } from './trpc-answers.js';

/**
 * Every 429 the gateway sends says when to come back in `Retry-After`
 * (issue 26, item 4), its own rate limits' and the upstream's refusals
 * passed on through tRPC alike: the error's `hint.retryAfterSeconds` when
 * it has one, otherwise the catalogue's wait for its key.
 */
const POSITIVE_SECONDS = /^[1-9]\d*$/;

describe('a payment password the upstream locks', () => {
  let stack: TStack;

  beforeAll(async () => {
    stack = await startGatewayAgainstMock();
  }, 60_000);
  afterAll(() => stack?.stop());

  it('answers 429 payment_password_locked with Retry-After, after repeated wrong payment passwords on a withdrawal', async () => {
    const { visitor } = await signedInQaMember(stack.app, stack.mock, 'player', {
      paymentPassword: '246810',
      balanceMinor: 500_000,
    });
    const withdrawWrongly = () =>
      visitor.mutate('wallet.withdraw', {
        amount: 10_000,
        bankCardId: '1',
        paymentPassword: '000000',
        requestId: randomUUID(),
      });
    for (let wrong = 1; wrong < CASHIER_LIMITS.paymentPasswordAttempts; wrong++)
      expect((await withdrawWrongly()).error?.data.key).toBe('payment_password_incorrect');
    const locked = await withdrawWrongly();
    expect(locked.status).toBe(429);
    expect(locked.error?.data).toMatchObject({
      key: 'payment_password_locked',
      hint: { retryAfterSeconds: CASHIER_LIMITS.paymentPasswordLockMinutes * 60 },
    });
    expect(locked.headers['retry-after']).toMatch(POSITIVE_SECONDS);
    expect(locked.headers['retry-after']).toBe(String(locked.error?.data.hint?.retryAfterSeconds));
  });
});

describe('every catalogue key the gateway answers with 429', () => {
  const TOO_MANY_KEYS = ERROR_KEYS.filter((key) => trpcCodeForKey(key) === 'TOO_MANY_REQUESTS');
  /** The waits the catalogue states for keys it has one for; any other 429 key still gets a positive one. */
  const STATED_WAITS: Record<string, number> = {
    payment_password_locked: CASHIER_LIMITS.paymentPasswordLockMinutes * 60,
    sms_too_many_requests: LIMITS.smsTooManyRequestsRetryMinutes * 60,
  };
  /** The upstream's answer to the start-up call, changed by each case. */
  const script: Parameters<typeof fakeUpstream>[0] = {};
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { upstream: fakeUpstream(script).client, redis: null, logger: false });
  });
  afterAll(async () => app?.close());

  const refuseStatusWith = (key: string, value: unknown) => {
    script[`GET ${SYSTEM_PATHS.status}`] = new UpstreamError({
      kind: 'rejected',
      call: SYSTEM_PATHS.status,
      status: 429,
      errorCode: key,
      value,
    });
  };

  /** Through tRPC's adapter (`trpc-accept`) and the direct path of the per-visitor reads, batched or not. */
  const answersOf = async () => {
    const answers = [];
    for (const [form, query] of Object.entries(QUERY_FORMS)) {
      for (const trpcAccept of [{ 'trpc-accept': 'application/json' }, {}]) {
        const response = await app.inject({
          method: 'GET',
          url: `/trpc/system.status${query}`,
          headers: { host: 'localhost', ...trpcAccept },
        });
        answers.push({ label: `${form} ${'trpc-accept' in trpcAccept ? 'tRPC' : 'direct'}`, response });
      }
    }
    return answers;
  };

  it('includes the upstream locks and the rate limits', () => {
    expect(TOO_MANY_KEYS).toEqual(
      expect.arrayContaining(['too_many_requests', 'sms_too_many_requests', 'payment_password_locked']),
    );
  });

  it.each(TOO_MANY_KEYS)('%s: Retry-After from the hint when the upstream gives one', async (key) => {
    refuseStatusWith(key, { retryAfterSeconds: 42 });
    for (const { label, response } of await answersOf()) {
      expect(response.statusCode, label).toBe(429);
      expect(response.headers['retry-after'], label).toBe('42');
    }
  });

  it.each(TOO_MANY_KEYS)("%s: Retry-After the catalogue's wait when the upstream gives none", async (key) => {
    refuseStatusWith(key, null);
    for (const { label, response } of await answersOf()) {
      expect(response.statusCode, label).toBe(429);
      expect(response.headers['retry-after'], label).toMatch(POSITIVE_SECONDS);
      const stated = STATED_WAITS[key];
      if (stated !== undefined) expect(response.headers['retry-after'], label).toBe(String(stated));
    }
  });
});
