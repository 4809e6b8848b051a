import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '@site/contracts';
import { auditEvents } from '../../db/schema-audit.js';
import { depositOrders } from '../../db/schema-money.js';
import { setLimit, startBreak } from '../../test/responsible-state.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import {
  addCard,
  createPayer,
  getAs,
  mainBalance,
  postAs,
  type TPayer,
  withdraw,
} from '../../test/withdraw-fixtures.js';

/** Deposits, wallet transfers and withdrawals under responsible gaming limits and breaks (decision 0041). */

const EVO_WALLET = 101;

let mock: TInMemoryMock;
let bdoChannelId: string;
beforeAll(async () => {
  mock = await createInMemoryMock();
  const payer = await createPayer(mock.app);
  const settings = (await getAs(mock.app, payer.token, WALLET_PATHS.depositSettings)).json<{
    value: { depositInfo: { channels: { channelId: string; name: string }[] } };
  }>();
  const channel = settings.value.depositInfo.channels.find((row) => row.name === 'BDO Bank Transfer');
  if (!channel) throw new Error('no BDO channel');
  bdoChannelId = channel.channelId;
});
afterAll(() => mock.close());

const deposit = (payer: TPayer, amount: number, requestId = randomUUID()) =>
  postAs(mock.app, payer.token, WALLET_PATHS.depositManualTransfer, {
    channelId: bdoChannelId,
    payeeName: 'Juan Dela Cruz',
    amount,
    bankCode: 'x',
    vendorId: 'x',
    mcsBankCode: 'x',
    requestId,
  });

const ordersOf = (memberId: number) =>
  mock.db.select().from(depositOrders).where(eq(depositOrders.memberId, memberId)).all();

const member = async (balanceMinor = 0) => {
  const payer = await createPayer(mock.app, { balanceMinor });
  return { ...payer, id: memberIdOf(mock.db, payer.username) };
};

describe('deposit limits', () => {
  it('lets a deposit up to the daily limit and refuses one minor unit more, recording nothing', async () => {
    const payer = await member();
    setLimit(mock.db, payer.id, { type: 'deposit', period: 'day', value: 100_000 });
    const over = await deposit(payer, 1_000.01);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      success: false,
      errorCode: 'deposit_limit_reached',
      value: { limit: { type: 'deposit', period: 'day', left: 1_000, resetsAt: expect.any(Number) } },
    });
    expect(ordersOf(payer.id)).toEqual([]);
    const exact = await deposit(payer, 1_000);
    expect(exact.statusCode).toBe(200);
    const more = await deposit(payer, 100);
    expect(more.json()).toMatchObject({
      errorCode: 'deposit_limit_reached',
      value: { limit: { left: 0 } },
    });
    expect(ordersOf(payer.id).map((order) => order.amountMinor)).toEqual([100_000]);
    const audited = mock.db
      .select({ outcome: auditEvents.outcome, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, payer.id), eq(auditEvents.action, 'wallet.deposit')))
      .all();
    expect(audited).toEqual([
      { outcome: 'refused', reason: 'deposit_limit_reached' },
      { outcome: 'succeeded', reason: null },
      { outcome: 'refused', reason: 'deposit_limit_reached' },
    ]);
  });

  it('never lets 50 racing deposits pass the limit together', async () => {
    const payer = await member();
    setLimit(mock.db, payer.id, { type: 'deposit', period: 'day', value: 100_000 });
    const replies = await Promise.all(Array.from({ length: 50 }, () => deposit(payer, 150)));
    const passed = replies.filter((reply) => reply.statusCode === 200);
    expect(passed).toHaveLength(6);
    expect(
      replies.filter((reply) => reply.json<{ errorCode?: string }>().errorCode === 'deposit_limit_reached'),
    ).toHaveLength(44);
    const total = ordersOf(payer.id).reduce((sum, order) => sum + order.amountMinor, 0);
    expect(total).toBe(90_000);
    expect(total).toBeLessThanOrEqual(100_000);
  });

  it('answers a replayed deposit its first result even once the limit is used up', async () => {
    const payer = await member();
    setLimit(mock.db, payer.id, { type: 'deposit', period: 'day', value: 50_000 });
    const requestId = randomUUID();
    const first = await deposit(payer, 500, requestId);
    const replay = await deposit(payer, 500, requestId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first.json().value);
    expect(ordersOf(payer.id)).toHaveLength(1);
  });
});

describe('a self-excluded member', () => {
  it('may not deposit or move money into a game wallet, but may bring it back to main and withdraw', async () => {
    const payer = await member(100_000);
    // Before the break: some money in a game wallet.
    const there = await postAs(mock.app, payer.token, WALLET_PATHS.walletTransfer, {
      requestId: randomUUID(),
      fromAccountTypeId: 1,
      toAccountTypeId: EVO_WALLET,
      amount: 100,
    });
    expect(there.statusCode).toBe(200);
    const cardId = await addCard(mock.app, payer.token);
    const { since, until } = startBreak(mock.db, payer.id, 'self_exclusion');
    const restriction = { kind: 'self_exclusion', since, until };

    const refusedDeposit = await deposit(payer, 500);
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.json()).toMatchObject({ errorCode: 'account_restricted', value: { restriction } });
    expect(ordersOf(payer.id)).toEqual([]);

    const into = await postAs(mock.app, payer.token, WALLET_PATHS.walletTransfer, {
      requestId: randomUUID(),
      fromAccountTypeId: 1,
      toAccountTypeId: EVO_WALLET,
      amount: 50,
    });
    expect(into.statusCode).toBe(403);
    expect(into.json()).toMatchObject({ errorCode: 'account_restricted', value: { restriction } });
    const back = await postAs(mock.app, payer.token, WALLET_PATHS.walletTransfer, {
      requestId: randomUUID(),
      fromAccountTypeId: EVO_WALLET,
      toAccountTypeId: 1,
      amount: 100,
    });
    expect(back.statusCode).toBe(200);
    expect(await mainBalance(mock.app, payer.token)).toBe(1_000);

    const withdrawal = await withdraw(mock.app, payer.token, { amount: 300, bankCardId: cardId });
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json().value).toMatchObject({ amount: 300, status: 'pending' });
    expect(await mainBalance(mock.app, payer.token)).toBe(700);
  });
});
