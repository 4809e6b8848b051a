import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_PATHS, type TWireFeedEvent, WALLET_PATHS } from '@site/contracts';
import { walletFigures } from '../../../test/play-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import {
  createPayer,
  getAs,
  mainBalance,
  PAYMENT_PASSWORD,
  postAs,
  todayRange,
} from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());

const transfer = (token: string, body: { amount: number; paymentPassword?: string; requestId?: string }) =>
  postAs(testApp.app, token, WALLET_PATHS.transferToUpline, {
    paymentPassword: PAYMENT_PASSWORD,
    requestId: randomUUID(),
    ...body,
  });

describe('transfer to upline', () => {
  it('moves money from the member main wallet to the agent main wallet, once per requestId', async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent', balanceMinor: 1_000 });
    const member = await createPayer(testApp.app, { balanceMinor: 20_000, uplineUsername: agent.username });
    const info = await getAs(testApp.app, member.token, WALLET_PATHS.uplineInfo);
    expect(info.json().value).toEqual({ hasUpline: true, uplineAccount: agent.username });

    const requestId = randomUUID();
    const reply = await transfer(member.token, { amount: 75.25, requestId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.balance).toContainEqual({ accountTypeId: 1, availBalance: 124.75 });
    expect((await transfer(member.token, { amount: 75.25, requestId })).json().value).toEqual(
      reply.json().value,
    );

    expect(await mainBalance(testApp.app, member.token)).toBe(124.75);
    expect(await mainBalance(testApp.app, agent.token)).toBe(85.25);
    for (const username of [member.username, agent.username]) {
      const figures = walletFigures(testApp.db, username);
      expect(figures.ledgerSumMinor).toBe(figures.balanceMinor);
    }
    const records = await getAs(testApp.app, agent.token, RECORDS_PATHS.transactions, {
      ...todayRange(),
      type: 'UPLINE_TRANSFER',
    });
    expect(records.json().value.list).toEqual([
      expect.objectContaining({ amount: 75.25, balanceAfter: 85.25 }),
    ]);
    const balanceEvents = events
      .filter((event) => event.type === 'balance')
      .map((event) => String(event.memberId));
    expect(new Set(balanceEvents).size).toBeGreaterThanOrEqual(2);
  });

  it('refuses without an agent upline, with a wrong password and beyond the balance', async () => {
    const loner = await createPayer(testApp.app, { balanceMinor: 20_000 });
    expect((await getAs(testApp.app, loner.token, WALLET_PATHS.uplineInfo)).json().value).toEqual({
      hasUpline: false,
      uplineAccount: null,
    });
    const noUpline = await transfer(loner.token, { amount: 10 });
    expect([noUpline.statusCode, noUpline.json().errorCode]).toEqual([400, 'no_upline']);

    const agent = await createPayer(testApp.app, { kind: 'agent' });
    const member = await createPayer(testApp.app, { balanceMinor: 5_000, uplineUsername: agent.username });
    const wrong = await transfer(member.token, { amount: 10, paymentPassword: '000000' });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'payment_password_incorrect']);
    const tooMuch = await transfer(member.token, { amount: 50.01 });
    expect([tooMuch.statusCode, tooMuch.json().errorCode]).toEqual([400, 'insufficient_balance']);
    expect(await mainBalance(testApp.app, member.token)).toBe(50);
  });

  it('QA refuses an upline that is not an agent', async () => {
    const player = await createPayer(testApp.app);
    const reply = await qa(testApp.app, '/members', { kind: 'player', uplineUsername: player.username });
    expect(reply.statusCode).toBe(400);
  });
});
