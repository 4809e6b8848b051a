import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@site/contracts';
import { buildApp } from '../app.js';
import { DEFAULT_BODY_LIMIT } from '../hardening/body-cap.js';
import { signedInCookie } from '../test/caller.js';
import { fakeUpstream } from '../test/fake-upstream.js';
import { largestPngDataUrl } from '../test/png-images.js';
import { TEST_ORIGIN, testConfig } from '../test/test-config.js';
import { bodyLimitOf, UPLOAD_BODY_LIMIT } from './body-limit.js';

const CHANNEL = {
  channelId: '1',
  type: 'BANK',
  name: 'Bank',
  bankCode: 'BC',
  vendorId: '1',
  mcsBankCode: 'MCS',
  minAmount: 1,
  maxAmount: 1000,
};
const ORDER = {
  orderId: 1,
  channelName: 'Bank',
  channelType: 'BANK',
  amount: 1,
  status: 'pending',
  proofCount: 3,
  createdAt: 1,
};

describe('tRPC body limits per procedure', () => {
  let app: FastifyInstance;
  let upstream: ReturnType<typeof fakeUpstream>;
  const headers = {
    'content-type': 'application/json',
    origin: TEST_ORIGIN,
    cookie: `sid=${signedInCookie('member-token', Date.now(), { memberType: 0 })}`,
  };

  beforeAll(async () => {
    upstream = fakeUpstream({
      'GET /wps/relay/MCSFE_getDepositSettings': {
        value: { allowDeposit: 'Y', totalDepositSuccessCount: 0, depositInfo: { channels: [CHANNEL] } },
      },
      'POST /wps/relay/MCSFE_manualTransferByAccountName': { value: ORDER },
    });
    app = await buildApp(testConfig(), { upstream: upstream.client });
  });
  afterAll(() => app.close());

  it('takes three proof images of the largest size on wallet.deposit, batched as the web sends it', async () => {
    const proofs = Array.from({ length: LIMITS.upload.maxFiles }, largestPngDataUrl);
    const input = { channelId: '1', amount: 100, payeeName: 'Juan', proofs, requestId: 'req-large-1' };
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/wallet.deposit?batch=1',
      headers,
      payload: JSON.stringify({ 0: input }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const sent = upstream.calls.find((call) => call.method === 'POST')?.body as { pictures: string[] };
    expect(sent.pictures).toEqual(proofs);
  });

  it('holds every other procedure to 1 MiB, by Content-Length, in the tRPC error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/session.login',
      headers,
      payload: JSON.stringify({ username: 'x'.repeat(DEFAULT_BODY_LIMIT), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { data: { key: 'validation_failed', httpStatus: 413, path: 'session.login' } },
    });
  });

  it('counts a chunked body that names no length', async () => {
    const body = JSON.stringify({ 0: { username: 'x'.repeat(DEFAULT_BODY_LIMIT), password: 'y' } });
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/session.login?batch=1',
      headers,
      payload: Readable.from([body.slice(0, 1000), body.slice(1000)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ message: 'validation_failed' }) }),
    ]);
  });

  it('gives every procedure with proof pictures the upload limit, and only those', () => {
    for (const path of [
      'wallet.deposit',
      'wallet.confirmWithdrawal',
      'system.sendFeedback',
      'rewards.applyForReward',
    ])
      expect(bodyLimitOf([path]), path).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitOf(['rewards.claimPromoCode', 'session.login'])).toBe(DEFAULT_BODY_LIMIT);
  });

  it('refuses a deposit body past three images', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/wallet.deposit',
      headers,
      payload: JSON.stringify({ proofs: Array.from({ length: 4 }, largestPngDataUrl) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
