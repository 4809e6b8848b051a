import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, RECORDS_PATHS, WALLET_PATHS } from '@site/contracts';
import { walletFigures } from '../../../test/play-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import {
  addCard,
  createPayer,
  getAs,
  mainBalance,
  PAYMENT_PASSWORD,
  postAs,
  todayRange,
  type TPayer,
  withdraw,
} from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const payerWithCard = async (balanceMinor = 50_000): Promise<TPayer & { cardId: string }> => {
  const payer = await createPayer(testApp.app, { balanceMinor });
  return { ...payer, cardId: await addCard(testApp.app, payer.token) };
};

const withdrawalsOf = async (token: string) =>
  (await getAs(testApp.app, token, WALLET_PATHS.withdrawReport, todayRange())).json<{
    value: { list: { withdrawalId: string; status: string; amount: number }[]; totalCount: number };
  }>().value;

describe('withdraw (enc)', () => {
  it('holds the amount at once: the balance drops and the hold shows in the transactions', async () => {
    const payer = await payerWithCard();
    const reply = await withdraw(testApp.app, payer.token, { amount: 150.5, bankCardId: payer.cardId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toMatchObject({
      amount: 150.5,
      status: 'pending',
      bankName: 'BDO Unibank',
      accountNumber: '****4455',
    });

    expect(await mainBalance(testApp.app, payer.token)).toBe(349.5);
    const transactions = await getAs(testApp.app, payer.token, RECORDS_PATHS.transactions, {
      ...todayRange(),
      type: 'WITHDRAW',
    });
    expect(transactions.json().value.list).toEqual([
      expect.objectContaining({ type: 'WITHDRAW', amount: -150.5, balanceAfter: 349.5, accountTypeId: 1 }),
    ]);
    expect((await withdrawalsOf(payer.token)).list).toEqual([
      expect.objectContaining({ status: 'pending', amount: 150.5 }),
    ]);
  });

  it('answers a replay with the first result and changes nothing; the same id with other values is 409', async () => {
    const payer = await payerWithCard();
    const requestId = randomUUID();
    const first = await withdraw(testApp.app, payer.token, {
      amount: 200,
      bankCardId: payer.cardId,
      requestId,
    });
    const replay = await withdraw(testApp.app, payer.token, {
      amount: 200,
      bankCardId: payer.cardId,
      requestId,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first.json().value);
    expect(await mainBalance(testApp.app, payer.token)).toBe(300);
    expect((await withdrawalsOf(payer.token)).totalCount).toBe(1);

    const conflict = await withdraw(testApp.app, payer.token, {
      amount: 201,
      bankCardId: payer.cardId,
      requestId,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('request_conflict');
    expect(await mainBalance(testApp.app, payer.token)).toBe(300);
  });

  it('answers a replay with the first result even after the payment password changed', async () => {
    const payer = await payerWithCard();
    const request = { amount: 200, bankCardId: payer.cardId, requestId: randomUUID() };
    const first = await withdraw(testApp.app, payer.token, request);
    const change = await postAs(testApp.app, payer.token, WALLET_PATHS.paymentPassword, {
      requestId: randomUUID(),
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '777777',
      confirmPaymentPassword: '777777',
    });
    expect(change.statusCode).toBe(200);
    const replay = await withdraw(testApp.app, payer.token, request);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual(first.json().value);
  });

  it('refuses each failed check with its own error and moves nothing', async () => {
    const noPassword = await createPayer(testApp.app, { balanceMinor: 50_000, paymentPassword: null });
    const noPasswordCard = await addCard(testApp.app, noPassword.token);
    const notSet = await withdraw(testApp.app, noPassword.token, { amount: 100, bankCardId: noPasswordCard });
    expect([notSet.statusCode, notSet.json().errorCode]).toEqual([400, 'payment_password_not_set']);

    const payer = await payerWithCard(30_000);
    const other = await payerWithCard();
    const expectError = async (body: Parameters<typeof withdraw>[2], status: number, errorCode: string) => {
      const reply = await withdraw(testApp.app, payer.token, body);
      expect([reply.statusCode, reply.json().errorCode]).toEqual([status, errorCode]);
    };
    await expectError({ amount: 100, bankCardId: other.cardId }, 404, 'bank_card_not_found');
    await expectError({ amount: 99.99, bankCardId: payer.cardId }, 400, 'amount_out_of_range');
    await expectError({ amount: 100_000.01, bankCardId: payer.cardId }, 400, 'amount_out_of_range');
    await expectError({ amount: 300.01, bankCardId: payer.cardId }, 400, 'insufficient_balance');
    await expectError({ amount: 100.001, bankCardId: payer.cardId }, 400, 'validation_failed');
    expect(
      (await withdraw(testApp.app, payer.token, { amount: 100, bankCardId: payer.cardId })).statusCode,
    ).toBe(200);
    await expectError({ amount: 100, bankCardId: payer.cardId }, 409, 'withdrawal_pending');
    expect(await mainBalance(testApp.app, payer.token)).toBe(200);
  });

  it('counts wrong payment passwords, locks after five in a row, and a right one resets the count', async () => {
    const payer = await payerWithCard();
    const attempt = (paymentPassword: string) =>
      withdraw(testApp.app, payer.token, { amount: 100, bankCardId: payer.cardId, paymentPassword });
    for (let i = 0; i < 4; i += 1) {
      const wrong = await attempt('000000');
      expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'payment_password_incorrect']);
    }
    // A right one clears the four failures...
    expect((await attempt(PAYMENT_PASSWORD)).statusCode).toBe(200);
    await qa(
      testApp.app,
      `/withdrawals/${(await withdrawalsOf(payer.token)).list[0]!.withdrawalId}/reject`,
      {},
    );
    // ...so it takes five more wrong ones to lock.
    for (let i = 0; i < 4; i += 1) expect((await attempt('000000')).statusCode).toBe(400);
    const fifth = await attempt('000000');
    expect([fifth.statusCode, fifth.json().errorCode]).toEqual([429, 'payment_password_locked']);
    expect(fifth.json().value.retryAfterSeconds).toBe(15 * 60);
    const locked = await attempt(PAYMENT_PASSWORD);
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'payment_password_locked']);
    expect(await mainBalance(testApp.app, payer.token)).toBe(500);
  });

  it('refuses trial members and guests', async () => {
    const trial = await createPayer(testApp.app, { kind: 'trial', paymentPassword: null });
    const reply = await withdraw(testApp.app, trial.token, { amount: 100, bankCardId: '1' });
    expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'in_need_true_account']);
    const settings = await getAs(testApp.app, trial.token, WALLET_PATHS.withdrawSettings, { groupId: 0 });
    expect(settings.statusCode).toBe(403);
  });

  it('answers the merchant settings', async () => {
    const payer = await createPayer(testApp.app);
    const reply = await getAs(testApp.app, payer.token, WALLET_PATHS.withdrawSettings, { groupId: 0 });
    expect(reply.json().value).toEqual({
      minimumAmount: 100,
      maximumAmount: 100_000,
      autoConfirmMinutes: 30,
    });
  });
});

describe('a withdrawal that fails after the hold restores the balance', () => {
  it('rejected: the hold comes back and the ledger still sums to the balance', async () => {
    const payer = await payerWithCard();
    await withdraw(testApp.app, payer.token, { amount: 120, bankCardId: payer.cardId });
    const [pending] = (await withdrawalsOf(payer.token)).list;
    const rejected = await qa(testApp.app, `/withdrawals/${pending!.withdrawalId}/reject`, {
      remark: 'Name mismatch',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', remark: 'Name mismatch' });

    expect(await mainBalance(testApp.app, payer.token)).toBe(500);
    const figures = walletFigures(testApp.db, payer.username);
    expect(figures.balanceMinor).toBe(50_000);
    expect(figures.ledgerSumMinor).toBe(figures.balanceMinor);
    const returned = await getAs(testApp.app, payer.token, RECORDS_PATHS.transactions, {
      ...todayRange(),
      type: 'WITHDRAW_RETURN',
    });
    expect(returned.json().value.list).toEqual([expect.objectContaining({ amount: 120, balanceAfter: 500 })]);
    const inbox = await getAs(testApp.app, payer.token, CONTENT_PATHS.inbox, { pageNo: 1, pageSize: 10 });
    expect(inbox.json().value.list).toEqual([
      expect.objectContaining({
        type: 'WITHDRAWAL_REJECTED',
        content: expect.stringContaining('Name mismatch'),
      }),
    ]);
    // Only a pending withdrawal can be decided.
    expect((await qa(testApp.app, `/withdrawals/${pending!.withdrawalId}/reject`, {})).statusCode).toBe(409);
    expect((await qa(testApp.app, `/withdrawals/${pending!.withdrawalId}/approve`, {})).statusCode).toBe(409);
  });

  it('an error inside the withdraw transaction after the hold leaves every balance as it was', async () => {
    const payer = await payerWithCard();
    // The request record is written after the hold, in the same transaction: make that write fail.
    testApp.db.$client.exec(
      "CREATE TRIGGER fail_withdraw_request BEFORE INSERT ON money_requests WHEN NEW.kind = 'withdraw' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END",
    );
    try {
      const reply = await withdraw(testApp.app, payer.token, { amount: 200, bankCardId: payer.cardId });
      expect(reply.statusCode).toBe(500);
    } finally {
      testApp.db.$client.exec('DROP TRIGGER fail_withdraw_request');
    }
    expect(await mainBalance(testApp.app, payer.token)).toBe(500);
    const figures = walletFigures(testApp.db, payer.username);
    expect(figures.ledgerSumMinor).toBe(50_000);
    expect((await withdrawalsOf(payer.token)).totalCount).toBe(0);
  });
});
