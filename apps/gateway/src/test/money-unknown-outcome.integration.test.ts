import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REWARDS_PATHS,
  type TBalanceOutput,
  type TBankCard,
  type TDepositSettings,
  type TMeOutput,
  type TWithdrawSettings,
  WALLET_PATHS,
} from '@site/contracts';
import { buildApp } from '../app.js';
import { startFaultyProxy, type TReplyFault } from './faulty-proxy.js';
import { GENEROUS_GUARDS, okData, signedInQaMember, type TQaMemberOptions } from './gateway-against-mock.js';
import type { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { testConfig } from './test-config.js';

/**
 * Money requests whose reply is lost between the upstream and the gateway
 * (decision 0015): a real proxy in front of the mock lets the upstream do the
 * work and then drops or withholds the reply. The gateway must answer the
 * first result by replaying the requestId, or `request_pending`; never a failure.
 */
let mock: TMockUpstream;
let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await startMockUpstream();
  proxy = await startFaultyProxy(mock.url);
  app = await buildApp(
    testConfig({ UPSTREAM_URL: proxy.url, UPSTREAM_TIMEOUT_MS: '1500', ...GENEROUS_GUARDS }),
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await mock?.stop();
});

const MAIN = 1;
const OPENING_BALANCE = 500_000;
const PAYMENT_PASSWORD = '246810';

const signedIn = (kind: 'player' | 'agent', options: TQaMemberOptions = {}) =>
  signedInQaMember(app, mock, kind, options);
const payer = async () =>
  (await signedIn('player', { balanceMinor: OPENING_BALANCE, paymentPassword: PAYMENT_PASSWORD })).visitor;

const mainBalanceOf = async (visitor: GatewayVisitor): Promise<number> =>
  okData(await visitor.query<TBalanceOutput>('wallet.balance')).wallets.find(
    (wallet) => wallet.accountTypeId === MAIN,
  )?.balance ?? 0;

/** The payment password set once by the request under test opens the next change. */
const paymentPasswordIsNow135790 = async (visitor: GatewayVisitor) => {
  const next = { paymentPassword: '975310', confirmPaymentPassword: '975310', requestId: randomUUID() };
  okData(await visitor.mutate('wallet.setPaymentPassword', { ...next, oldPaymentPassword: '135790' }));
};

type TMoneyCase = {
  name: string;
  path: string;
  wirePath: string;
  /** Signs a member in and answers the input of one request. */
  prepare: (visitor: GatewayVisitor) => Promise<Record<string, unknown>>;
  /** Checks that the request took effect exactly once. */
  tookEffectOnce: (visitor: GatewayVisitor) => Promise<void>;
};

const movedOnce = (by: number) => async (visitor: GatewayVisitor) =>
  expect(await mainBalanceOf(visitor)).toBe(OPENING_BALANCE + by);

const CASES: TMoneyCase[] = [
  {
    name: 'a transfer between wallets',
    path: 'wallet.transfer',
    wirePath: WALLET_PATHS.walletTransfer,
    prepare: async (visitor) => ({
      fromAccountTypeId: MAIN,
      toAccountTypeId: okData(
        await visitor.query<{ wallets: Array<{ accountTypeId: number }> }>('wallet.wallets'),
      ).wallets[1]?.accountTypeId,
      amount: 12_345,
    }),
    tookEffectOnce: movedOnce(-12_345),
  },
  {
    name: 'a deposit',
    path: 'wallet.deposit',
    wirePath: WALLET_PATHS.depositManualTransfer,
    prepare: async (visitor) => {
      const { channels } = okData(await visitor.query<TDepositSettings>('wallet.depositSettings'));
      const test = channels.find((channel) => channel.isTest && channel.type !== 'QR');
      return { channelId: test?.channelId, amount: 20_000, payeeName: 'Juan Cruz' };
    },
    tookEffectOnce: movedOnce(20_000),
  },
  {
    name: 'a withdrawal',
    path: 'wallet.withdraw',
    wirePath: WALLET_PATHS.withdraw,
    prepare: async (visitor) => {
      const card = okData(
        await visitor.mutate<TBankCard>('wallet.addBankCard', {
          bankCode: 'BDO',
          accountName: 'Juan Cruz',
          accountNumber: '001122334455',
          requestId: randomUUID(),
        }),
      );
      const { minAmount } = okData(await visitor.query<TWithdrawSettings>('wallet.withdrawSettings'));
      return { amount: minAmount, bankCardId: card.id, paymentPassword: PAYMENT_PASSWORD };
    },
    tookEffectOnce: async (visitor) => {
      const { minAmount } = okData(await visitor.query<TWithdrawSettings>('wallet.withdrawSettings'));
      await movedOnce(-minAmount)(visitor);
    },
  },
  {
    name: 'a transfer to the upline',
    path: 'wallet.transferToUpline',
    wirePath: WALLET_PATHS.transferToUpline,
    prepare: async () => ({ amount: 10_000, paymentPassword: PAYMENT_PASSWORD }),
    tookEffectOnce: movedOnce(-10_000),
  },
  {
    name: 'a payment password change',
    path: 'wallet.setPaymentPassword',
    wirePath: WALLET_PATHS.paymentPassword,
    prepare: async () => ({
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    }),
    tookEffectOnce: paymentPasswordIsNow135790,
  },
  {
    name: 'a payment password reset',
    path: 'wallet.resetPaymentPassword',
    wirePath: WALLET_PATHS.resetPaymentPassword,
    prepare: async () => ({
      loginPassword: '',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    }),
    tookEffectOnce: paymentPasswordIsNow135790,
  },
  {
    name: 'a new bank card',
    path: 'wallet.addBankCard',
    wirePath: WALLET_PATHS.addBankCard,
    prepare: async () => ({ bankCode: 'GCASH', accountName: 'Maria Santos', accountNumber: '09171234567' }),
    tookEffectOnce: async (visitor) =>
      expect(okData(await visitor.query<{ cards: TBankCard[] }>('wallet.bankCards')).cards).toHaveLength(1),
  },
  {
    name: 'a reward claim',
    path: 'rewards.claim',
    wirePath: REWARDS_PATHS.claimIssued,
    prepare: async (visitor) => {
      const username = okData(await visitor.query<TMeOutput>('session.me')).member?.account ?? '';
      const issued = await mock.qa<{ claimId: string | number }>('POST', '/rewards/issue', {
        username,
        amount: 43.21,
      });
      return { claimId: String(issued.claimId) };
    },
    tookEffectOnce: movedOnce(4_321),
  },
  {
    name: 'a promo code',
    path: 'rewards.claimPromoCode',
    wirePath: REWARDS_PATHS.claimPromoCode,
    prepare: async () => ({ promoCode: 'WELCOME88' }),
    tookEffectOnce: movedOnce(888),
  },
];

/** A member ready for the case: a payer, under an agent for the upline transfer. */
const memberFor = async (moneyCase: TMoneyCase) => {
  if (moneyCase.path !== 'wallet.transferToUpline' && moneyCase.path !== 'wallet.resetPaymentPassword')
    return { visitor: await payer(), loginPassword: '' };
  const { account: agent } = await signedIn('agent');
  const { visitor, account } = await signedIn('player', {
    balanceMinor: OPENING_BALANCE,
    paymentPassword: PAYMENT_PASSWORD,
    uplineUsername: agent.username,
  });
  return { visitor, loginPassword: account.password };
};

const prepared = async (moneyCase: TMoneyCase) => {
  const { visitor, loginPassword } = await memberFor(moneyCase);
  const input = { ...(await moneyCase.prepare(visitor)), requestId: randomUUID() };
  if ('loginPassword' in input) input.loginPassword = loginPassword;
  return { visitor, input };
};

describe.each(CASES)('$name whose reply is lost', (moneyCase) => {
  it.each<TReplyFault>(['drop', 'stall'])(
    'answers the first result after a %s, by replaying the requestId, and takes effect once',
    async (fault) => {
      const { visitor, input } = await prepared(moneyCase);
      const before = proxy.forwardedTo(moneyCase.wirePath);
      proxy.spoil(moneyCase.wirePath, fault);
      okData(await visitor.mutate(moneyCase.path, input));
      expect(proxy.forwardedTo(moneyCase.wirePath) - before).toBe(2);
      await moneyCase.tookEffectOnce(visitor);
    },
  );

  it('answers request_pending, not a failure, while every reply is lost; the same request later answers the first result', async () => {
    const { visitor, input } = await prepared(moneyCase);
    proxy.spoil(moneyCase.wirePath, 'stall', 2);
    const pending = await visitor.mutate(moneyCase.path, input);
    expect(pending.error?.data.key).toBe('request_pending');
    expect(pending.status).toBe(504);
    okData(await visitor.mutate(moneyCase.path, input));
    await moneyCase.tookEffectOnce(visitor);
  });
});
