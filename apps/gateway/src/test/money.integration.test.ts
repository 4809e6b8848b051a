import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  MERCHANT_UTC_OFFSET_MINUTES,
  RECORDS_PATHS,
  type TBalanceOutput,
  type TBankCard,
  type TBet,
  type TDepositOrder,
  type TDepositSettings,
  type TGamePage,
  type TInboxMessage,
  type TTransaction,
  type TWalletsOutput,
  type TWithdrawal,
  type TWithdrawSettings,
  WALLET_PATHS,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { countingUpstream } from './counting-upstream.js';
import { GENEROUS_GUARDS, okData, signedInQaMember, type TQaMemberOptions } from './gateway-against-mock.js';
import type { GatewayVisitor } from './gateway-visitor.js';
import { type TCallResult } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { largestPngDataUrl, pngBytes, pngDataUrl } from './png-images.js';
import { testConfig } from './test-config.js';

/**
 * The wallet, records and inbox procedures against the real mock upstream
 * (docs/history/money-interfaces.md): transfers and their replay, deposits (instant
 * test channel, and pending until the operator approves), withdrawals with
 * a payment password through approval and confirmation, the records of all
 * that, the inbox, the upline, and trial sessions refused.
 */
let mock: TMockUpstream;
let upstream: ReturnType<typeof countingUpstream>;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await startMockUpstream();
  upstream = countingUpstream(mock.url);
  app = await buildApp(testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS }), {
    upstream: upstream.client,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await mock?.stop();
});

const MAIN = 1;
const OPENING_BALANCE = 500_000;
const PAYMENT_PASSWORD = '246810';

const signedIn = (kind: 'player' | 'trial' | 'agent', options: TQaMemberOptions = {}) =>
  signedInQaMember(app, mock, kind, options);
const player = async (balanceMinor = OPENING_BALANCE) => (await signedIn('player', { balanceMinor })).visitor;

const refused = (result: TCallResult, status: number, key: string) => {
  expect(result.status, JSON.stringify(result.error)).toBe(status);
  expect(result.error?.data.key).toBe(key);
};

const requestId = () => randomUUID();
const balanceOf = async (visitor: GatewayVisitor, accountTypeId = MAIN): Promise<number> => {
  const balance = okData(await visitor.query<TBalanceOutput>('wallet.balance'));
  return balance.wallets.find((wallet) => wallet.accountTypeId === accountTypeId)?.balance ?? 0;
};
const unreadOf = async (visitor: GatewayVisitor): Promise<number> =>
  okData(await visitor.query<{ count: number }>('content.unreadCount')).count;

/** Merchant days around today (UTC+8), wide enough for everything these tests do. */
const merchantDay = (offsetDays: number): string =>
  new Date(Date.now() + MERCHANT_UTC_OFFSET_MINUTES * 60_000 + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
const RANGE = { startDate: merchantDay(-1), endDate: merchantDay(1) };

const channelsOf = async (visitor: GatewayVisitor) =>
  okData(await visitor.query<TDepositSettings>('wallet.depositSettings')).channels;

describe('wallets and transfers', () => {
  it('lists the main wallet first and the vendor wallets, with their balances', async () => {
    const visitor = await player();
    const wallets = okData(await visitor.query<TWalletsOutput>('wallet.wallets'));
    expect(wallets.isSingle).toBe(false);
    expect(wallets.wallets[0]).toMatchObject({ accountTypeId: MAIN, isMain: true, balance: OPENING_BALANCE });
    expect(wallets.wallets.length).toBeGreaterThan(1);
    expect(wallets.wallets.slice(1).every((wallet) => !wallet.isMain && wallet.vassalage)).toBe(true);
    expect(wallets.total).toBe(OPENING_BALANCE);
  });

  it('moves money between two wallets once per requestId', async () => {
    const visitor = await player();
    const vendor =
      okData(await visitor.query<TWalletsOutput>('wallet.wallets')).wallets[1]?.accountTypeId ?? 0;
    const input = {
      fromAccountTypeId: MAIN,
      toAccountTypeId: vendor,
      amount: 12_345,
      requestId: requestId(),
    };

    const first = okData(await visitor.mutate<TBalanceOutput>('wallet.transfer', input));
    const walletBalance = (balance: TBalanceOutput, id: number) =>
      balance.wallets.find((wallet) => wallet.accountTypeId === id)?.balance;
    expect(walletBalance(first, MAIN)).toBe(OPENING_BALANCE - 12_345);
    expect(walletBalance(first, vendor)).toBe(12_345);
    expect(first.total).toBe(OPENING_BALANCE);

    const replay = okData(await visitor.mutate<TBalanceOutput>('wallet.transfer', input));
    expect(replay).toEqual(first);
    expect(await balanceOf(visitor, MAIN)).toBe(OPENING_BALANCE - 12_345);
    expect(await balanceOf(visitor, vendor)).toBe(12_345);

    const transfers = okData(
      await visitor.query<{ rows: TTransaction[] }>('records.transactions', { ...RANGE, type: 'TRANSFER' }),
    ).rows;
    expect(transfers.map((row) => [row.accountTypeId, row.amount]).sort()).toEqual(
      [
        [MAIN, -12_345],
        [vendor, 12_345],
      ].sort(),
    );

    refused(await visitor.mutate('wallet.transfer', { ...input, amount: 1 }), 409, 'request_conflict');
    refused(
      await visitor.mutate('wallet.transfer', { ...input, amount: OPENING_BALANCE, requestId: requestId() }),
      400,
      'insufficient_balance',
    );
    refused(
      await visitor.mutate('wallet.transfer', { ...input, toAccountTypeId: 999_999, requestId: requestId() }),
      404,
      'wallet_not_found',
    );
  });

  it('refuses a money move with a field it does not know, and moves nothing', async () => {
    const visitor = await player();
    const vendor =
      okData(await visitor.query<TWalletsOutput>('wallet.wallets')).wallets[1]?.accountTypeId ?? 0;
    const input = { fromAccountTypeId: MAIN, toAccountTypeId: vendor, amount: 5_000, requestId: requestId() };
    refused(
      await visitor.mutate('wallet.transfer', { ...input, bonusMinor: 5_000 }),
      400,
      'validation_failed',
    );
    refused(
      await visitor.mutate('wallet.withdraw', {
        bankCardId: 'card',
        amount: 5_000,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
        feeMinor: 0,
      }),
      400,
      'validation_failed',
    );
    expect(await balanceOf(visitor, MAIN)).toBe(OPENING_BALANCE);
    expect(await balanceOf(visitor, vendor)).toBe(0);
  });

  it('answers the contract flags', async () => {
    const visitor = await player();
    const flags = okData(await visitor.query<Record<string, number | null>>('wallet.consolidated'));
    expect(Object.keys(flags).sort()).toEqual(['dailySalary', 'dividend', 'hourlySalary', 'realtimeSalary']);
  });
});

describe('deposits', () => {
  it('credits a deposit on the test channel at once', async () => {
    const visitor = await player(0);
    const test = (await channelsOf(visitor)).find((channel) => channel.isTest);
    if (!test) throw new Error('the mock has no test channel');
    const order = okData(
      await visitor.mutate<TDepositOrder>('wallet.deposit', {
        channelId: test.channelId,
        amount: 20_000,
        payeeName: 'Juan Cruz',
        requestId: requestId(),
      }),
    );
    expect(order).toMatchObject({ status: 'approved', amount: 20_000 });
    expect(await balanceOf(visitor)).toBe(20_000);
  });

  it('keeps a deposit with a proof pending until the operator approves it, then credits and tells the member', async () => {
    const visitor = await player(0);
    const bank = (await channelsOf(visitor)).find((channel) => channel.type === 'BANK' && !channel.isTest);
    if (!bank) throw new Error('the mock has no bank channel');
    expect(bank.payee).not.toBeNull();
    const unreadBefore = await unreadOf(visitor);

    const order = okData(
      await visitor.mutate<TDepositOrder>('wallet.deposit', {
        channelId: bank.channelId,
        amount: bank.minAmount,
        payeeName: 'Juan Cruz',
        proofs: [pngDataUrl(pngBytes(320, 240))],
        requestId: requestId(),
      }),
    );
    expect(order).toMatchObject({ status: 'pending', proofCount: 1, amount: bank.minAmount });
    expect(await balanceOf(visitor)).toBe(0);

    await mock.qa('POST', `/deposits/${order.orderId}/approve`);
    expect(await balanceOf(visitor)).toBe(bank.minAmount);
    expect(await unreadOf(visitor)).toBe(unreadBefore + 1);

    const deposits = okData(
      await visitor.query<{ rows: TTransaction[] }>('records.transactions', { ...RANGE, type: 'DEPOSIT' }),
    ).rows;
    expect(deposits).toEqual([
      expect.objectContaining({ amount: bank.minAmount, balanceAfter: bank.minAmount }),
    ]);

    const orders = okData(await visitor.query<{ rows: TDepositOrder[] }>('wallet.deposits', RANGE)).rows;
    expect(orders[0]).toMatchObject({ orderId: order.orderId, status: 'approved' });
    expect(orders[0]?.decidedAt).not.toBeNull();

    const inbox = okData(
      await visitor.query<{ rows: TInboxMessage[] }>('content.inbox', { status: 'unread' }),
    ).rows;
    const credited = inbox.find((message) => message.type === 'DEPOSIT_CREDITED');
    expect(credited?.isRead).toBe(false);
    const after = okData(
      await visitor.mutate<{ count: number }>('content.markRead', { ids: [credited?.id] }),
    );
    expect(after.count).toBe(unreadBefore);
    expect(await unreadOf(visitor)).toBe(unreadBefore);
    const read = okData(
      await visitor.query<{ rows: TInboxMessage[] }>('content.inbox', { status: 'read' }),
    ).rows;
    expect(read.map((message) => message.id)).toContain(credited?.id);
    refused(await visitor.mutate('content.markRead', { ids: ['999999999'] }), 404, 'message_not_found');
  });

  it('takes three proof images of the largest size through to the upstream', async () => {
    const visitor = await player(0);
    const bank = (await channelsOf(visitor)).find((channel) => channel.type === 'BANK' && !channel.isTest);
    const proofs = Array.from({ length: LIMITS.upload.maxFiles }, largestPngDataUrl);
    const order = okData(
      await visitor.mutate<TDepositOrder>('wallet.deposit', {
        channelId: bank?.channelId,
        amount: bank?.minAmount,
        payeeName: 'Juan Cruz',
        proofs,
        requestId: requestId(),
      }),
    );
    expect(order).toMatchObject({ status: 'pending', proofCount: 3 });
  }, 60_000);

  it('creates a QR order that shows the image to scan', async () => {
    const visitor = await player(0);
    const qr = (await channelsOf(visitor)).find((channel) => channel.type === 'QR');
    const order = okData(
      await visitor.mutate<TDepositOrder & { qrImageUrl: string | null }>('wallet.deposit', {
        channelId: qr?.channelId,
        amount: qr?.minAmount,
        requestId: requestId(),
      }),
    );
    expect(order).toMatchObject({ status: 'pending', channelType: 'QR' });
    expect(order.qrImageUrl).toBeTruthy();
  });

  it('refuses a bank deposit without the payee name, an unknown channel and an amount out of range', async () => {
    const visitor = await player(0);
    const bank = (await channelsOf(visitor)).find((channel) => channel.type === 'BANK' && !channel.isTest);
    const base = { channelId: bank?.channelId, amount: bank?.minAmount, requestId: requestId() };
    const missing = await visitor.mutate('wallet.deposit', base);
    refused(missing, 400, 'validation_failed');
    expect(missing.error?.data.fieldErrors).toEqual({ payeeName: 'validation.required' });
    refused(
      await visitor.mutate('wallet.deposit', { ...base, channelId: 'no-such-channel', payeeName: 'J' }),
      404,
      'channel_not_found',
    );
    refused(
      await visitor.mutate('wallet.deposit', { ...base, amount: (bank?.minAmount ?? 0) - 1, payeeName: 'J' }),
      400,
      'amount_out_of_range',
    );
  });
});

describe('withdrawals', () => {
  it('needs a payment password and a card, holds the amount, and is confirmed received after approval', async () => {
    const visitor = await player();
    const before = okData(await visitor.query<TWithdrawSettings>('wallet.withdrawSettings'));
    expect(before.hasPaymentPassword).toBe(false);
    expect(before.minAmount).toBeGreaterThan(0);

    const password = { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD };
    expect(
      okData(await visitor.mutate('wallet.setPaymentPassword', { ...password, requestId: requestId() })),
    ).toEqual({ ok: true });
    expect(okData(await visitor.query<TWithdrawSettings>('wallet.withdrawSettings')).hasPaymentPassword).toBe(
      true,
    );
    refused(
      await visitor.mutate('wallet.setPaymentPassword', { ...password, requestId: requestId() }),
      409,
      'payment_password_exists',
    );

    const { banks } = okData(await visitor.query<{ banks: Array<{ bankCode: string }> }>('wallet.banks'));
    const card = okData(
      await visitor.mutate<TBankCard>('wallet.addBankCard', {
        bankCode: banks[0]?.bankCode,
        accountName: 'Juan Cruz',
        accountNumber: '001122334455',
        requestId: requestId(),
      }),
    );
    expect(card.accountNumber).toMatch(/4455$/);
    expect(card.accountNumber).not.toContain('0011223');
    const { cards } = okData(await visitor.query<{ cards: TBankCard[] }>('wallet.bankCards'));
    expect(cards.map((each) => each.id)).toEqual([card.id]);

    const input = {
      amount: before.minAmount,
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    };
    refused(
      await visitor.mutate('wallet.withdraw', {
        ...input,
        paymentPassword: '000000',
        requestId: requestId(),
      }),
      400,
      'payment_password_incorrect',
    );
    const withdrawal = okData(await visitor.mutate<TWithdrawal>('wallet.withdraw', input));
    expect(withdrawal).toMatchObject({ status: 'pending', amount: before.minAmount });
    expect(await balanceOf(visitor)).toBe(OPENING_BALANCE - before.minAmount);
    expect(upstream.callsTo('POST', WALLET_PATHS.withdraw)).toBeGreaterThan(0);
    refused(
      await visitor.mutate('wallet.withdraw', { ...input, requestId: requestId() }),
      409,
      'withdrawal_pending',
    );

    await mock.qa('POST', `/withdrawals/${withdrawal.withdrawalId}/approve`);
    const listed = okData(await visitor.query<{ rows: TWithdrawal[] }>('wallet.withdrawals', RANGE)).rows;
    expect(listed[0]).toMatchObject({ withdrawalId: withdrawal.withdrawalId, status: 'approved' });
    expect(listed[0]?.confirmBefore).not.toBeNull();

    const confirmed = okData(
      await visitor.mutate<TWithdrawal>('wallet.confirmWithdrawal', {
        withdrawalId: withdrawal.withdrawalId,
        received: true,
      }),
    );
    expect(confirmed).toMatchObject({ status: 'received', isAutoConfirmed: false });
    refused(
      await visitor.mutate('wallet.confirmWithdrawal', {
        withdrawalId: withdrawal.withdrawalId,
        received: true,
      }),
      409,
      'withdrawal_not_confirmable',
    );
    expect(await balanceOf(visitor)).toBe(OPENING_BALANCE - before.minAmount);

    const transactions = okData(
      await visitor.query<{ rows: TTransaction[] }>('records.transactions', { ...RANGE, type: 'WITHDRAW' }),
    ).rows;
    expect(transactions[0]).toMatchObject({
      type: 'WITHDRAW',
      amount: -before.minAmount,
      accountTypeId: MAIN,
    });
  });

  it('changes and resets the payment password', async () => {
    const { visitor, account } = await signedIn('player', { paymentPassword: PAYMENT_PASSWORD });
    const change = {
      oldPaymentPassword: '111111',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    };
    refused(
      await visitor.mutate('wallet.setPaymentPassword', { ...change, requestId: requestId() }),
      400,
      'payment_password_incorrect',
    );
    okData(
      await visitor.mutate('wallet.setPaymentPassword', {
        ...change,
        oldPaymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      }),
    );
    const reset = {
      loginPassword: 'not-the-password',
      paymentPassword: '975310',
      confirmPaymentPassword: '975310',
    };
    refused(
      await visitor.mutate('wallet.resetPaymentPassword', { ...reset, requestId: requestId() }),
      400,
      'error_password',
    );
    okData(
      await visitor.mutate('wallet.resetPaymentPassword', {
        ...reset,
        loginPassword: account.password,
        requestId: requestId(),
      }),
    );
  });
});

describe('upline', () => {
  it('sends money to the agent the member registered under', async () => {
    const { account: agent } = await signedIn('agent');
    const { visitor } = await signedIn('player', {
      balanceMinor: OPENING_BALANCE,
      uplineUsername: agent.username,
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(okData(await visitor.query('wallet.upline'))).toEqual({
      hasUpline: true,
      uplineAccount: agent.username,
    });
    const after = okData(
      await visitor.mutate<TBalanceOutput>('wallet.transferToUpline', {
        amount: 10_000,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      }),
    );
    expect(after.wallets.find((wallet) => wallet.accountTypeId === MAIN)?.balance).toBe(
      OPENING_BALANCE - 10_000,
    );

    const loner = await player();
    expect(okData(await loner.query('wallet.upline'))).toEqual({ hasUpline: false, uplineAccount: null });
  });
});

describe('records', () => {
  /** Plays one slot round for real money, on a game whose vendor bets from the main wallet. */
  const playSlotRound = async (visitor: GatewayVisitor): Promise<string> => {
    const vendorWallets = new Set(
      okData(await visitor.query<TWalletsOutput>('wallet.wallets')).wallets.map((wallet) => wallet.vassalage),
    );
    const { games } = okData(await visitor.query<TGamePage>('games.list', { gameType: 'RNG', pageSize: 42 }));
    for (const game of games.filter(
      (each) => !each.isUnderMaintenance && !vendorWallets.has(each.vassalage),
    )) {
      const launched = await visitor.mutate<{ url: string }>('games.launch', {
        nodeId: game.nodeId,
        gameId: game.gameId,
        vassalage: game.vassalage,
      });
      const url = new URL(launched.data?.url ?? '/', mock.url);
      if (url.pathname !== '/games/play/slot') continue;
      const headers = {
        'x-launch-token': url.searchParams.get('launch') ?? '',
        'content-type': 'application/json',
      };
      const session = (await (await fetch(`${mock.url}/games/api/session`, { headers })).json()) as {
        game: { betLevelsMinor: number[] };
      };
      const spin = await fetch(`${mock.url}/games/api/slot/spin`, {
        method: 'POST',
        headers,
        // The largest level: its rebate (RNG 1.2%) is whole minor units.
        body: JSON.stringify({ betMinor: session.game.betLevelsMinor.at(-1) }),
      });
      expect(spin.status).toBe(200);
      return ((await spin.json()) as { roundId: string }).roundId;
    }
    throw new Error('no slot game to play');
  };

  it('lists the slot rounds played, their totals, the result per category and the rebate they earn', async () => {
    const visitor = await player();
    const roundId = await playSlotRound(visitor);
    const bets = okData(
      await visitor.query<{ rows: TBet[]; summary: { betAmount: number } }>('records.bets', RANGE),
    );
    expect(bets.rows.map((bet) => bet.roundId)).toContain(roundId);
    expect(bets.rows[0]).toMatchObject({ gameType: 'RNG', status: 'settled' });
    expect(bets.summary.betAmount).toBe(bets.rows[0]?.betAmount);
    const none = okData(
      await visitor.query<{ rows: TBet[] }>('records.bets', { ...RANGE, gameType: 'LIVE' }),
    );
    expect(none.rows).toEqual([]);

    const profitLoss = okData(
      await visitor.query<{ categories: Array<{ gameType: string; betCount: number }>; betAmount: number }>(
        'records.profitLoss',
        RANGE,
      ),
    );
    expect(profitLoss.categories.find((category) => category.gameType === 'RNG')?.betCount).toBe(1);
    expect(profitLoss.betAmount).toBe(bets.summary.betAmount);

    const transactions = okData(
      await visitor.query<{ rows: TTransaction[] }>('records.transactions', RANGE),
    ).rows;
    expect(transactions.map((row) => row.type)).toEqual(expect.arrayContaining(['BET', 'ADJUSTMENT']));
    expect(upstream.callsTo('GET', RECORDS_PATHS.transactions)).toBeGreaterThan(0);

    const rebate = okData(await visitor.query<{ totalRebate: number }>('records.manualRebate'));
    expect(rebate.totalRebate).toBe(Math.floor((bets.summary.betAmount * 12) / 1000));
    const balanceBefore = await balanceOf(visitor);
    const claimed = okData(
      await visitor.mutate<{ amount: number }>('records.claimRebate', { requestId: requestId() }),
    );
    expect(claimed.amount).toBe(rebate.totalRebate);
    expect(await balanceOf(visitor)).toBe(balanceBefore + rebate.totalRebate);
    refused(await visitor.mutate('records.claimRebate', { requestId: requestId() }), 400, 'nothing_to_claim');
  });

  it('lists bonuses the operator credited, with their total', async () => {
    const { visitor, account } = await signedIn('player');
    await mock.qa('POST', '/bonus', { username: account.username, amountMinor: 5_000, type: 'PROMOTION' });
    const bonuses = okData(
      await visitor.query<{ rows: Array<{ type: string; amount: number }>; totalAmount: number }>(
        'records.bonuses',
        RANGE,
      ),
    );
    expect(bonuses.rows).toEqual([expect.objectContaining({ type: 'PROMOTION', amount: 5_000 })]);
    expect(bonuses.totalAmount).toBe(5_000);
    expect(await balanceOf(visitor)).toBe(5_000);
  });
});

describe('trial sessions', () => {
  it('are refused every money, record and inbox call with 403 in_need_true_account, without an upstream call', async () => {
    const { visitor } = await signedIn('trial');
    const calls = (): number =>
      [...Object.values(WALLET_PATHS), ...Object.values(RECORDS_PATHS)].reduce(
        (sum, path) => sum + upstream.callsTo('GET', path) + upstream.callsTo('POST', path),
        0,
      );
    const before = calls();
    const queries: Array<[string, unknown]> = [
      ['wallet.wallets', undefined],
      ['wallet.depositSettings', undefined],
      ['wallet.deposits', RANGE],
      ['wallet.withdrawSettings', undefined],
      ['records.transactions', RANGE],
      ['records.bets', RANGE],
      ['content.inbox', {}],
      ['content.unreadCount', undefined],
    ];
    for (const [path, input] of queries)
      refused(await visitor.query(path, input), 403, 'in_need_true_account');
    const mutations: Array<[string, unknown]> = [
      [
        'wallet.transfer',
        { fromAccountTypeId: 1, toAccountTypeId: 101, amount: 100, requestId: requestId() },
      ],
      [
        'wallet.withdraw',
        { amount: 100, bankCardId: '1', paymentPassword: '123456', requestId: requestId() },
      ],
      ['records.claimRebate', { requestId: requestId() }],
      ['content.markRead', { all: true }],
    ];
    for (const [path, input] of mutations)
      refused(await visitor.mutate(path, input), 403, 'in_need_true_account');
    expect(calls()).toBe(before);
  });
});
