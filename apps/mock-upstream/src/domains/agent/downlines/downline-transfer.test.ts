import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_PATHS, RECORDS_PATHS, type TWireFeedEvent } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { createTeam, outcome, type TTeam } from '../../../test/agent-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import {
  createPayer,
  getAs,
  mainBalance,
  PAYMENT_PASSWORD,
  postAs,
  todayRange,
} from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let team: TTeam;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(async () => {
  team = await createTeam(testApp.app, testApp.db, 10_000);
  events.length = 0;
});

const transferOne = (
  token: string,
  body: { memberId: number; amount: number; paymentPassword?: string; requestId?: string },
) =>
  postAs(testApp.app, token, AGENT_PATHS.transferDownline, {
    paymentPassword: PAYMENT_PASSWORD,
    requestId: randomUUID(),
    ...body,
    memberId: String(body.memberId),
  });

const transferMany = (
  token: string,
  transfers: { memberId: number; amount: number }[],
  options: { paymentPassword?: string; requestId?: string } = {},
) =>
  postAs(testApp.app, token, AGENT_PATHS.transferMultipleDownline, {
    paymentPassword: PAYMENT_PASSWORD,
    requestId: randomUUID(),
    ...options,
    transfers: transfers.map((item) => ({ memberId: String(item.memberId), amount: item.amount })),
  });

const balanceEventsOf = (memberId: number) =>
  events.filter((event) => event.type === 'balance' && String(event.memberId) === String(memberId));

describe('transfer to a downline', () => {
  it('moves money to any member of the team, once per requestId, and publishes both balances', async () => {
    const requestId = randomUUID();
    const reply = await transferOne(team.top.token, {
      memberId: team.deepPlayer.id,
      amount: 12.5,
      requestId,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.balance).toContainEqual({ accountTypeId: 1, availBalance: 87.5 });
    expect(balanceEventsOf(team.top.id)).toHaveLength(1);
    expect(balanceEventsOf(team.deepPlayer.id)).toHaveLength(1);
    const replay = await transferOne(team.top.token, {
      memberId: team.deepPlayer.id,
      amount: 12.5,
      requestId,
    });
    expect(replay.json().value).toEqual(reply.json().value);
    expect(await mainBalance(testApp.app, team.top.token)).toBe(87.5);
    expect(await mainBalance(testApp.app, team.deepPlayer.token)).toBe(12.5);

    const records = await getAs(testApp.app, team.deepPlayer.token, RECORDS_PATHS.transactions, todayRange());
    expect(records.json().value.list).toEqual([
      expect.objectContaining({ amount: 12.5, balanceAfter: 12.5 }),
    ]);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('refuses the same requestId with other values, a wrong payment password and more than the balance', async () => {
    const requestId = randomUUID();
    await transferOne(team.top.token, { memberId: team.sub.id, amount: 1, requestId });
    expect(
      outcome(await transferOne(team.top.token, { memberId: team.sub.id, amount: 2, requestId })),
    ).toEqual([409, 'request_conflict']);
    expect(
      outcome(
        await transferOne(team.top.token, { memberId: team.sub.id, amount: 1, paymentPassword: '000000' }),
      ),
    ).toEqual([400, 'payment_password_incorrect']);
    expect(outcome(await transferOne(team.top.token, { memberId: team.sub.id, amount: 99.01 }))).toEqual([
      400,
      'insufficient_balance',
    ]);
    expect(await mainBalance(testApp.app, team.top.token)).toBe(99);
  });

  it('answers 404 for a member outside the team: an upline, the agent itself, a sibling’s member', async () => {
    for (const memberId of [team.top.id, team.sub.id, team.deep.id]) {
      expect(outcome(await transferOne(team.deep.token, { memberId, amount: 1 }))).toEqual([
        404,
        'downline_not_found',
      ]);
    }
    expect(outcome(await transferMany(team.sub.token, [{ memberId: team.player.id, amount: 1 }]))).toEqual([
      404,
      'downline_not_found',
    ]);
  });
});

describe('transfer to many downlines', () => {
  it('moves every amount in one go and publishes every balance', async () => {
    const reply = await transferMany(team.top.token, [
      { memberId: team.sub.id, amount: 10 },
      { memberId: team.player.id, amount: 20 },
      { memberId: team.deepPlayer.id, amount: 30.25 },
    ]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value.balance).toContainEqual({ accountTypeId: 1, availBalance: 39.75 });
    expect(await mainBalance(testApp.app, team.sub.token)).toBe(110);
    expect(await mainBalance(testApp.app, team.player.token)).toBe(20);
    expect(await mainBalance(testApp.app, team.deepPlayer.token)).toBe(30.25);
    for (const member of [team.top, team.sub, team.player, team.deepPlayer])
      expect(balanceEventsOf(member.id)).toHaveLength(1);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('moves nothing when the sum is more than the balance or one member is outside the team', async () => {
    const tooMuch = await transferMany(team.top.token, [
      { memberId: team.sub.id, amount: 60 },
      { memberId: team.player.id, amount: 40.01 },
    ]);
    expect(outcome(tooMuch)).toEqual([400, 'insufficient_balance']);
    const stranger = await createPayer(testApp.app);
    const strangerId = (await createTeam(testApp.app, testApp.db)).player.id;
    const outside = await transferMany(team.top.token, [
      { memberId: team.sub.id, amount: 1 },
      { memberId: strangerId, amount: 1 },
    ]);
    expect(outcome(outside)).toEqual([404, 'downline_not_found']);
    expect(await mainBalance(testApp.app, team.top.token)).toBe(100);
    expect(await mainBalance(testApp.app, team.sub.token)).toBe(100);
    expect(await mainBalance(testApp.app, team.player.token)).toBe(0);
    expect(await mainBalance(testApp.app, stranger.token)).toBe(0);
    expect(events.filter((event) => event.type === 'balance')).toEqual([]);
  });

  it('refuses a wrong payment password and more recipients than allowed', async () => {
    const wrong = await transferMany(team.top.token, [{ memberId: team.sub.id, amount: 1 }], {
      paymentPassword: '000000',
    });
    expect(outcome(wrong)).toEqual([400, 'payment_password_incorrect']);
    const many = Array.from({ length: 21 }, () => ({ memberId: team.sub.id, amount: 1 }));
    expect(outcome(await transferMany(team.top.token, many))).toEqual([400, 'validation_failed']);
  });
});
