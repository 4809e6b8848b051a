import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCHANT_UTC_OFFSET_MINUTES,
  type TBalanceOutput,
  type TBonus,
  type TDepositOrder,
  type TDepositPromotion,
  type TDepositSettings,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { GENEROUS_GUARDS, okData, signedInQaMember } from './gateway-against-mock.js';
import type { GatewayVisitor, TCallResult } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { testConfig } from './test-config.js';

/**
 * Deposit bonuses and online payments through the real gateway against the
 * real mock (docs/history/money-interfaces.md, decision 0032): the bonuses on offer,
 * the payer's banks, an online deposit whose payment page the gateway
 * proxies, and the payer's decision there crediting (or failing) it.
 */
let mock: TMockUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await startMockUpstream();
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

const player = async () => (await signedInQaMember(app, mock, 'player')).visitor;

const merchantDay = (offsetDays: number): string =>
  new Date(Date.now() + MERCHANT_UTC_OFFSET_MINUTES * 60_000 + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
const RANGE = { startDate: merchantDay(-1), endDate: merchantDay(1) };

const refused = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

const channelOfType = async (visitor: GatewayVisitor, type: string) => {
  const { channels } = okData(await visitor.query<TDepositSettings>('wallet.depositSettings'));
  const channel = channels.find((candidate) => candidate.type === type);
  if (!channel) throw new Error(`no ${type} channel`);
  return channel;
};

const mainBalance = async (visitor: GatewayVisitor) =>
  okData(await visitor.query<TBalanceOutput>('wallet.balance')).total;

const payOnline = async (visitor: GatewayVisitor, fields: Record<string, unknown> = {}) => {
  const online = await channelOfType(visitor, 'ONLINE');
  return visitor.mutate<TDepositOrder>('wallet.deposit', {
    channelId: online.channelId,
    amount: 40_000,
    bankCode: 'BDO',
    requestId: randomUUID(),
    ...fields,
  });
};

/** The payer's browser: the page, then its form posted back, as a browser posts a form (no session cookie needed). */
const decideOnPage = (paymentUrl: string, decision: 'confirm' | 'fail') =>
  app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe('deposit bonuses and banks', () => {
  it('lists the bonuses on offer with sanitised terms, and the online vendor banks', async () => {
    const visitor = await player();
    const { promotions } = okData(
      await visitor.query<{ promotions: TDepositPromotion[] }>('wallet.depositPromotions'),
    );
    expect(promotions).toEqual([
      expect.objectContaining({
        title: '50% Deposit Bonus',
        percent: 50,
        maxReward: 50_000,
        minDeposit: 10_000,
      }),
    ]);
    expect(promotions[0]?.termsHtml).toContain('<p>');

    const online = await channelOfType(visitor, 'ONLINE');
    const { banks } = okData(
      await visitor.query<{ banks: { bankCode: string }[] }>('wallet.depositBanks', {
        channelId: online.channelId,
      }),
    );
    expect(banks.map((bank) => bank.bankCode)).toEqual(['BDO', 'BPI', 'MBTC', 'UBP', 'LBP']);
    const bank = await channelOfType(visitor, 'BANK');
    expect(okData(await visitor.query('wallet.depositBanks', { channelId: bank.channelId }))).toEqual({
      banks: [],
    });
    refused(await visitor.query('wallet.depositBanks', { channelId: 'nope' }), 404, 'channel_not_found');
  });

  it('refuses a trial member', async () => {
    const { visitor } = await signedInQaMember(app, mock, 'trial');
    refused(await visitor.query('wallet.depositPromotions'), 403, 'in_need_true_account');
  });
});

describe('an online deposit with a bonus', () => {
  it('answers the payment page, proxied with strict headers; paying it credits the deposit and the bonus', async () => {
    const visitor = await player();
    const { promotions } = okData(
      await visitor.query<{ promotions: TDepositPromotion[] }>('wallet.depositPromotions'),
    );
    const promotionId = promotions[0]?.promotionId;
    refused(await payOnline(visitor, { bankCode: undefined }), 400, 'validation_failed');

    const order = okData(await payOnline(visitor, { promotionId }));
    expect(order).toMatchObject({
      status: 'pending',
      amount: 40_000,
      bonus: { promotionId, title: '50% Deposit Bonus' },
      paymentUrl: expect.stringMatching(/^\/pay\/checkout\/[A-Za-z0-9_-]{32}$/),
    });
    const paymentUrl = order.paymentUrl ?? '';

    const page = await app.inject({ method: 'GET', url: paymentUrl, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('₱400.00');
    expect(page.body).toContain('BDO Unibank');
    const css = await app.inject({ method: 'GET', url: '/pay/assets/pay.css' });
    expect(css.headers['content-type']).toContain('text/css');

    const paid = await decideOnPage(paymentUrl, 'confirm');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(paymentUrl);
    expect(await mainBalance(visitor)).toBe(40_000 + 20_000);
    const bonuses = okData(
      await visitor.query<{ rows: TBonus[] }>('records.bonuses', { ...RANGE, pageNo: 1 }),
    );
    expect(bonuses.rows).toEqual([expect.objectContaining({ type: 'DEPOSIT_BONUS', amount: 20_000 })]);
    const deposits = okData(
      await visitor.query<{ rows: TDepositOrder[] }>('wallet.deposits', { ...RANGE, pageNo: 1 }),
    );
    expect(deposits.rows).toEqual([
      expect.objectContaining({
        status: 'approved',
        paymentUrl: null,
        bonus: expect.objectContaining({ promotionId }),
      }),
    ]);
    // Paid once: paying again changes nothing, and the bonus is no longer offered.
    expect((await decideOnPage(paymentUrl, 'confirm')).statusCode).toBe(303);
    expect(await mainBalance(visitor)).toBe(60_000);
    expect(
      okData(await visitor.query<{ promotions: TDepositPromotion[] }>('wallet.depositPromotions')).promotions,
    ).toEqual([]);
  });

  it('a failed payment leaves the balance, marks the order failed and files an inbox message', async () => {
    const visitor = await player();
    const order = okData(await payOnline(visitor));
    const unreadBefore = okData(await visitor.query<{ count: number }>('content.unreadCount')).count;
    expect((await decideOnPage(order.paymentUrl ?? '', 'fail')).statusCode).toBe(303);
    expect(await mainBalance(visitor)).toBe(0);
    const deposits = okData(
      await visitor.query<{ rows: TDepositOrder[] }>('wallet.deposits', { ...RANGE, pageNo: 1 }),
    );
    expect(deposits.rows).toEqual([expect.objectContaining({ status: 'failed', paymentUrl: null })]);
    expect(okData(await visitor.query<{ count: number }>('content.unreadCount')).count).toBe(
      unreadBefore + 1,
    );
  });
});
