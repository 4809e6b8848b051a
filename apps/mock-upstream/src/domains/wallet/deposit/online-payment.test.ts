import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RECORDS_PATHS,
  RECORDS_TWIN_PATHS,
  REWARDS_PATHS,
  type TWireFeedEvent,
  WALLET_PATHS,
  WALLET_TWIN_PATHS,
} from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import {
  createRewardMember,
  requestId,
  rewardsCall,
  seededPromotionId,
  type TRewardMember,
} from '../../../test/reward-fixtures.js';
import { createInMemoryMock, MERCHANT_HEADERS, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { getAs, postAs, todayRange } from '../../../test/withdraw-fixtures.js';

let mock: TInMemoryMock;
let events: TWireFeedEvent[] = [];
beforeAll(async () => {
  mock = await createInMemoryMock();
  mock.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => mock.close());
beforeEach(() => {
  events = [];
});

type TChannel = { channelId: string; name: string; type: string; vendorId: string };
type TOrder = {
  orderId: string;
  status: string;
  amount: number;
  paymentUrl: string | null;
  promotionId: string | null;
  promotionTitle: string | null;
};

const member = () => createRewardMember(mock.app, mock.db, 'player');
const depositBonusId = () => seededPromotionId(mock.db, 'DEPOSIT');

const channelOfType = async (payer: TRewardMember, type: string): Promise<TChannel> => {
  const settings = (await getAs(mock.app, payer.token, WALLET_PATHS.depositSettings)).json();
  const channel = settings.value.depositInfo.channels.find((row: TChannel) => row.type === type);
  if (!channel) throw new Error(`no ${type} channel`);
  return channel;
};

const payOnline = async (payer: TRewardMember, fields: Record<string, unknown> = {}) => {
  const channel = await channelOfType(payer, 'ONLINE');
  return postAs(mock.app, payer.token, WALLET_PATHS.depositPaymentGateway, {
    channelId: channel.channelId,
    amount: 400,
    bankCode: 'BPI',
    vendorId: channel.vendorId,
    mcsBankCode: 'x',
    requestId: requestId(),
    ...fields,
  });
};

const onlineOrder = async (payer: TRewardMember, fields: Record<string, unknown> = {}): Promise<TOrder> => {
  const reply = await payOnline(payer, fields);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ value: TOrder }>().value;
};

/** The payer's decision on the payment page, as its form posts it through the gateway (no Merchant header needed). */
const decide = (paymentUrl: string, decision: string) =>
  mock.app.inject({ method: 'POST', url: paymentUrl, payload: { decision } });

const balanceOf = async (payer: TRewardMember) =>
  (await getAs(mock.app, payer.token, WALLET_PATHS.balance, { typeId: 1 })).json().value.sumBalance as number;

const bonusesOf = async (payer: TRewardMember) =>
  (await getAs(mock.app, payer.token, RECORDS_PATHS.bonuses, todayRange())).json().value.list as {
    type: string;
    amount: number;
  }[];

describe('deposit bonuses on offer (MCS2_depositPromoList)', () => {
  it('lists the running DEPOSIT promotions with their terms, in the Language asked', async () => {
    const payer = await member();
    const en = (await getAs(mock.app, payer.token, WALLET_PATHS.depositPromoList)).json().value;
    expect(en).toEqual([
      expect.objectContaining({
        promotionId: depositBonusId(),
        title: '50% Deposit Bonus',
        rewardPercent: 50,
        maxRewardAmount: 500,
        minDepositAmount: 100,
        content: expect.stringContaining('<p>'),
      }),
    ]);
    const ty = await mock.app.inject({
      method: 'GET',
      url: WALLET_PATHS.depositPromoList,
      headers: { ...MERCHANT_HEADERS, authorization: payer.token, language: 'TY' },
    });
    expect(ty.json().value[0].title).toBe('50% Bonus sa Deposito');
  });

  it('answers the usual errors: no token 401, a trial member 403', async () => {
    const none = await mock.app.inject({
      method: 'GET',
      url: WALLET_PATHS.depositPromoList,
      headers: MERCHANT_HEADERS,
    });
    expect([none.statusCode, none.json().errorCode]).toEqual([401, 'login.not.session']);
    const trial = await createRewardMember(mock.app, mock.db, 'trial');
    const refused = await getAs(mock.app, trial.token, WALLET_PATHS.depositPromoList);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'in_need_true_account']);
  });
});

describe('the banks of a vendor (MCS2_depositBanksByVendor)', () => {
  it("lists the online vendor's banks by channel or vendor, none for a vendor without", async () => {
    const payer = await member();
    const channel = await channelOfType(payer, 'ONLINE');
    const byChannel = (
      await getAs(mock.app, payer.token, WALLET_PATHS.depositBanksByVendor, {
        channelId: channel.channelId,
      })
    ).json().value;
    expect(byChannel.map((bank: { bankCode: string }) => bank.bankCode)).toEqual([
      'BDO',
      'BPI',
      'MBTC',
      'UBP',
      'LBP',
    ]);
    const byVendor = await getAs(mock.app, payer.token, WALLET_PATHS.depositBanksByVendor, {
      vendorId: channel.vendorId,
    });
    expect(byVendor.json().value).toEqual(byChannel);
    const other = await getAs(mock.app, payer.token, WALLET_PATHS.depositBanksByVendor, { vendorId: '11' });
    expect(other.json().value).toEqual([]);
    const unknown = await getAs(mock.app, payer.token, WALLET_PATHS.depositBanksByVendor, {
      channelId: '999',
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'channel_not_found']);
    const neither = await getAs(mock.app, payer.token, WALLET_PATHS.depositBanksByVendor);
    expect([neither.statusCode, neither.json().errorCode]).toEqual([400, 'validation_failed']);
  });
});

describe('online payment (MCS2_depositPaymentGateway and the payment page)', () => {
  it('creates a pending order with its payment page; confirming it credits the deposit and its bonus once', async () => {
    const payer = await member();
    const order = await onlineOrder(payer, { promotionId: depositBonusId() });
    expect(order).toMatchObject({
      status: 'pending',
      amount: 400,
      promotionId: depositBonusId(),
      promotionTitle: '50% Deposit Bonus',
      paymentUrl: expect.stringMatching(/^\/pay\/checkout\/[A-Za-z0-9_-]{32}$/),
    });
    const paymentUrl = order.paymentUrl ?? '';

    const page = await mock.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).toContain('₱400.00');
    expect(page.body).toContain('Bank of the Philippine Islands');

    events = [];
    // Concurrent confirmations (a double click, two tabs): one pays.
    const replies = await Promise.all([1, 2, 3, 4].map(() => decide(paymentUrl, 'confirm')));
    expect(replies.map((reply) => reply.statusCode)).toEqual([303, 303, 303, 303]);
    expect(await balanceOf(payer)).toBe(400 + 200);
    expect(await bonusesOf(payer)).toEqual([expect.objectContaining({ type: 'DEPOSIT_BONUS', amount: 200 })]);
    expect(events.filter((event) => event.type === 'deposit')).toEqual([
      expect.objectContaining({ status: 'approved', amount: 400 }),
    ]);
    const after = await mock.app.inject({ method: 'GET', url: paymentUrl });
    expect(after.body).toContain('Payment received');
    expect(after.body).not.toContain('<form');

    // Paid once: failing afterwards is refused, and the bonus is no longer on offer.
    const late = await decide(paymentUrl, 'fail');
    expect(late.statusCode).toBe(409);
    expect(await balanceOf(payer)).toBe(600);
    expect((await getAs(mock.app, payer.token, WALLET_PATHS.depositPromoList)).json().value).toEqual([]);
    const claims = await rewardsCall(mock.app, payer.token, 'GET', REWARDS_PATHS.claimList, {
      pageNo: 1,
      pageSize: 10,
    });
    expect(
      claims
        .json<{ value: { list: { promotionType: string }[] } }>()
        .value.list.filter((claim) => claim.promotionType === 'DEPOSIT'),
    ).toEqual([expect.objectContaining({ status: 'claimed', amount: 200 })]);
    expect(checkLedger(mock.db)).toEqual([]);

    // The deposit's own request, then each decision posted on its page.
    const audit = (await qa(mock.app, '/audit?action=wallet.deposit')).json();
    expect(audit.events.filter((event: { memberId: number }) => event.memberId === payer.id)).toHaveLength(6);
  });

  it('failing the payment marks the order failed, credits nothing and tells the member', async () => {
    const payer = await member();
    const order = await onlineOrder(payer);
    events = [];
    const reply = await decide(order.paymentUrl ?? '', 'fail');
    expect(reply.statusCode).toBe(303);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'deposit', status: 'failed', amount: 400 }),
        expect.objectContaining({ type: 'unread' }),
      ]),
    );
    expect(await balanceOf(payer)).toBe(0);
    const page = await mock.app.inject({ method: 'GET', url: order.paymentUrl ?? '' });
    expect(page.body).toContain('Payment failed');
    const report = (
      await getAs(mock.app, payer.token, WALLET_PATHS.depositReport, {
        ...todayRange(),
        pageNo: 1,
        pageSize: 10,
      })
    ).json().value.list;
    expect(report).toEqual([expect.objectContaining({ status: 'failed', paymentUrl: null })]);
    expect((await decide(order.paymentUrl ?? '', 'confirm')).statusCode).toBe(409);
    expect(await balanceOf(payer)).toBe(0);
  });

  it('shows the page in the member language and answers unknown tokens and decisions', async () => {
    const payer = await member();
    const order = await onlineOrder(payer);
    const bad = await decide(order.paymentUrl ?? '', 'maybe');
    expect(bad.statusCode).toBe(400);
    expect((await mock.app.inject({ method: 'GET', url: '/pay/checkout/nope' })).statusCode).toBe(404);
    expect((await decide('/pay/checkout/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'confirm')).statusCode).toBe(404);
    const css = await mock.app.inject({ method: 'GET', url: '/pay/assets/pay.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('refuses a bank not of the vendor, a bonus not on offer or above the amount, and replays by requestId', async () => {
    const payer = await member();
    const wrongBank = await payOnline(payer, { bankCode: 'GCASH' });
    expect([wrongBank.statusCode, wrongBank.json().errorCode]).toEqual([400, 'validation_failed']);
    const noBonus = await payOnline(payer, { promotionId: seededPromotionId(mock.db, 'SIGNUP') });
    expect([noBonus.statusCode, noBonus.json().errorCode]).toEqual([409, 'promotion_not_available']);
    const belowMinimum = await payOnline(payer, { promotionId: depositBonusId(), amount: 50 });
    expect(belowMinimum.statusCode).toBe(400);
    const id = requestId();
    const first = await payOnline(payer, { requestId: id });
    const replay = await payOnline(payer, { requestId: id });
    expect(replay.json().value).toEqual(first.json().value);
    const other = await payOnline(payer, { requestId: id, amount: 401 });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'request_conflict']);
  });
});

describe('a deposit bonus chosen on a manual deposit', () => {
  it("is paid when the operator approves, taking the member's waiting application of it", async () => {
    const payer = await member();
    const joined = await rewardsCall(mock.app, payer.token, 'POST', REWARDS_PATHS.signUpJoin, {
      promotionId: depositBonusId(),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const bank = await channelOfType(payer, 'BANK');
    // The legacy MCS2 name of the manual transfer, served alike.
    const reply = await postAs(mock.app, payer.token, WALLET_TWIN_PATHS.depositManualTransfer, {
      channelId: bank.channelId,
      payeeName: 'Juan Dela Cruz',
      amount: 2000,
      bankCode: 'x',
      vendorId: 'x',
      mcsBankCode: 'x',
      promotionId: depositBonusId(),
      requestId: requestId(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { orderId } = reply.json<{ value: TOrder }>().value;
    expect((await qa(mock.app, `/deposits/${orderId}/approve`, {})).statusCode).toBe(200);
    // 50 % of ₱2,000 is above the ₱500 maximum.
    expect(await balanceOf(payer)).toBe(2000 + 500);
    const claims = await rewardsCall(mock.app, payer.token, 'GET', REWARDS_PATHS.claimList, {
      pageNo: 1,
      pageSize: 10,
    });
    const depositClaims = claims
      .json<{ value: { list: { promotionType: string }[] } }>()
      .value.list.filter((claim) => claim.promotionType === 'DEPOSIT');
    // The application became the paid claim: no second claim of the promotion.
    expect(depositClaims).toEqual([expect.objectContaining({ status: 'claimed', amount: 500 })]);
    expect(checkLedger(mock.db)).toEqual([]);
  });
});

describe('legacy twins', () => {
  it('/wps/wallets/gcs answers the balance and ODS2_MemberTransaction the transactions', async () => {
    const payer = await member();
    const order = await onlineOrder(payer);
    await decide(order.paymentUrl ?? '', 'confirm');
    const balance = await getAs(mock.app, payer.token, WALLET_PATHS.balance, { typeId: 0 });
    const twin = await getAs(mock.app, payer.token, WALLET_TWIN_PATHS.balance, { typeId: 0 });
    expect(twin.json()).toEqual(balance.json());
    const range = { ...todayRange(), pageNo: 1, pageSize: 10 };
    const transactions = await getAs(mock.app, payer.token, RECORDS_PATHS.transactions, range);
    const twinTransactions = await getAs(mock.app, payer.token, RECORDS_TWIN_PATHS.transactions, range);
    expect(twinTransactions.json()).toEqual(transactions.json());
    expect(transactions.json().value.list).toEqual([
      expect.objectContaining({ type: 'DEPOSIT', amount: 400 }),
    ]);
  });
});
