import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDS_PATHS, REWARDS_PATHS, REWARDS_TWIN_PATHS, type TWireFeedEvent } from '@site/contracts';
import { checkLedger } from '../../../core/money/ledger-check.js';
import { pointEntries, pointRewards, rewardSettings } from '../../../db/schema-rewards.js';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { convert, givePoints, redeem } from '../../../test/points-fixtures.js';
import { memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs, mainBalance, todayRange, type TPayer } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  testApp = await createInMemoryMock();
  testApp.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => testApp.close());
beforeEach(() => {
  events.length = 0;
});

type TMember = TPayer & { id: number };
const member = async (points = 0, options: Parameters<typeof createPayer>[1] = {}): Promise<TMember> => {
  const payer = await createPayer(testApp.app, options);
  const id = memberIdOf(testApp.db, payer.username);
  if (points) givePoints(testApp.db, id, points);
  return { ...payer, id };
};

const valueOf = async (token: string, path: string, query: Record<string, string | number> = {}) => {
  const reply = await getAs(testApp.app, token, path, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().value;
};

const catalogue = async (token: string) =>
  (await valueOf(token, REWARDS_PATHS.pointRewards)) as {
    rewardId: number;
    type: string;
    name: string;
    requiredPoints: number;
    amount: number | null;
    quantity: number | null;
    status: string;
  }[];

const rewardOf = async (token: string, name: string) => {
  const found = (await catalogue(token)).find((reward) => reward.name === name);
  if (!found) throw new Error(`no reward ${name}`);
  return found;
};

const pointsEventsOf = (memberId: number) =>
  events.filter((event) => event.type === 'points_balance' && Number(event.memberId) === memberId);

describe('reading points and the point mall', () => {
  it('answers the seeded points, catalogue, table and conversion, at the call and its twin', async () => {
    const token = await tokenOf(testApp.app, 'demo_player');
    for (const path of [REWARDS_PATHS.pointBalance, REWARDS_TWIN_PATHS.pointBalance])
      expect(await valueOf(token, path)).toEqual({ points: 9_600, pendingPoints: 1_000 });
    expect(await valueOf(token, REWARDS_TWIN_PATHS.pointRewards)).toEqual(await catalogue(token));
    expect(await catalogue(token)).toEqual([
      expect.objectContaining({
        type: 'CASH',
        name: '₱10 cash',
        requiredPoints: 1_000,
        amount: 10,
        quantity: null,
      }),
      expect.objectContaining({ type: 'CASH', name: '₱50 cash', requiredPoints: 4_800, amount: 50 }),
      expect.objectContaining({ type: 'VOUCHER', quantity: 24, status: 'AVAILABLE' }),
      expect.objectContaining({
        type: 'ITEM',
        quantity: 5,
        imageUrl: expect.stringMatching(/^\/static\/point-rewards\/\d+\.svg$/),
      }),
    ]);
    const config = await valueOf(token, REWARDS_PATHS.pointConfig);
    expect(config).toEqual(await valueOf(token, REWARDS_TWIN_PATHS.pointConfig));
    expect(config).toMatchObject({ enabled: true });
    expect(config.table).toEqual(
      expect.arrayContaining([
        { gameCategory: 'RNG', validBetPerPoint: 10 },
        { gameCategory: 'LIVE', validBetPerPoint: 20 },
      ]),
    );
    expect(await valueOf(token, REWARDS_PATHS.conversionTypes)).toEqual([
      { conversionType: 'BALANCE', pointsPerUnit: 100, minPoints: 100 },
    ]);
  });

  it('names the catalogue in the request’s language', async () => {
    const token = await tokenOf(testApp.app, 'demo_player');
    const reply = await testApp.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.pointRewards,
      headers: { merchant: 'demo', authorization: token, language: 'TY' },
    });
    expect(reply.json().value[0].name).toBe('₱10 na pera');
  });

  it('lists a member’s redemptions newest first, a status filters, at the call and its twin', async () => {
    const token = await tokenOf(testApp.app, 'demo_player');
    const all = await valueOf(token, REWARDS_PATHS.redemptions);
    expect(all).toMatchObject({ totalCount: 3, pageNo: 1 });
    expect(all.list.map((row: { status: string }) => row.status)).toEqual([
      'rejected',
      'approved',
      'processing',
    ]);
    expect(await valueOf(token, REWARDS_TWIN_PATHS.redemptions)).toEqual(all);
    const rejected = await valueOf(token, REWARDS_PATHS.redemptions, { status: 'rejected' });
    expect(rejected.list).toEqual([
      expect.objectContaining({ status: 'rejected', points: 4_800, remark: expect.any(String) }),
    ]);
    const fresh = await member();
    expect(await valueOf(fresh.token, REWARDS_PATHS.redemptions)).toMatchObject({ list: [], totalCount: 0 });
    expect(await valueOf(fresh.token, REWARDS_PATHS.pointBalance)).toEqual({ points: 0, pendingPoints: 0 });
  });

  it('refuses a trial member and a guest', async () => {
    const trial = await createPayer(testApp.app, { kind: 'trial' });
    for (const path of [REWARDS_PATHS.pointBalance, REWARDS_PATHS.pointRewards, REWARDS_PATHS.redemptions]) {
      const reply = await getAs(testApp.app, trial.token, path);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().errorCode).toBe('in_need_true_account');
    }
    const refused = await redeem(testApp.app, trial.token, { rewardId: '1' });
    expect(refused.json().errorCode).toBe('in_need_true_account');
    const guest = await testApp.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.pointBalance,
      headers: { merchant: 'demo' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('redeeming points', () => {
  it('holds the points and the stock; QA approval of cash credits it as a bonus, once', async () => {
    const payer = await member(12_000);
    const cash = await rewardOf(payer.token, '₱10 cash');
    const requestId = randomUUID();
    const reply = await redeem(testApp.app, payer.token, {
      rewardId: String(cash.rewardId),
      quantity: 2,
      requestId,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const redemption = reply.json().value;
    expect(redemption).toMatchObject({ status: 'processing', quantity: 2, points: 2_000, type: 'CASH' });
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 10_000,
      pendingPoints: 2_000,
    });
    expect(pointsEventsOf(payer.id).at(-1)).toMatchObject({
      balance: { points: 10_000, pendingPoints: 2_000 },
    });
    // A replay answers the first answer and holds nothing more.
    const replay = await redeem(testApp.app, payer.token, {
      rewardId: String(cash.rewardId),
      quantity: 2,
      requestId,
    });
    expect(replay.json().value).toEqual(redemption);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 10_000,
      pendingPoints: 2_000,
    });

    const approved = await qa(testApp.app, `/rewards/redemptions/${redemption.redemptionId}/approve`, {});
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await mainBalance(testApp.app, payer.token)).toBe(20);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 10_000,
      pendingPoints: 0,
    });
    const bonuses = await valueOf(payer.token, RECORDS_PATHS.bonuses, todayRange());
    expect(bonuses).toMatchObject({ totalCount: 1, totalAmount: 20 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'balance', memberId: payer.id }));
    expect(
      (await qa(testApp.app, `/rewards/redemptions/${redemption.redemptionId}/approve`, {})).statusCode,
    ).toBe(409);
    expect(await mainBalance(testApp.app, payer.token)).toBe(20);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('gives the points and the stock back when QA rejects it', async () => {
    const payer = await member(40_000);
    const item = await rewardOf(payer.token, 'Team jersey');
    const reply = await redeem(testApp.app, payer.token, { rewardId: String(item.rewardId) });
    const redemption = reply.json().value;
    expect((await rewardOf(payer.token, 'Team jersey')).quantity).toBe(item.quantity! - 1);
    const rejected = await qa(testApp.app, `/rewards/redemptions/${redemption.redemptionId}/reject`, {
      remark: 'Not shipped to your region',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', remark: 'Not shipped to your region' });
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 40_000,
      pendingPoints: 0,
    });
    expect((await rewardOf(payer.token, 'Team jersey')).quantity).toBe(item.quantity);
    const refund = testApp.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.idempotencyKey, `refund:${redemption.redemptionId}`))
      .get();
    expect(refund).toMatchObject({ kind: 'redeem_refund', points: 30_000 });
    expect(await mainBalance(testApp.app, payer.token)).toBe(0);
    // The kept points are the sum of the member's entries.
    const entries = testApp.db.select().from(pointEntries).where(eq(pointEntries.memberId, payer.id)).all();
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(40_000);
    expect(entries.map((entry) => entry.kind)).toEqual(['adjustment', 'redeem_hold', 'redeem_refund']);
    const again = await qa(testApp.app, `/rewards/redemptions/${redemption.redemptionId}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect((await qa(testApp.app, '/rewards/redemptions/999999/approve', {})).statusCode).toBe(404);
  });

  it('refuses more items than a redemption may take', async () => {
    const payer = await member(1_000_000);
    const ten = await rewardOf(payer.token, '₱10 cash');
    const many = await redeem(testApp.app, payer.token, { rewardId: String(ten.rewardId), quantity: 100 });
    expect([many.statusCode, many.json().errorCode]).toEqual([400, 'validation_failed']);
  });

  it('refuses too few points, no stock, an unknown reward, and takes the legacy twin alike', async () => {
    const payer = await member(1_500);
    const fifty = await rewardOf(payer.token, '₱50 cash');
    const poor = await redeem(testApp.app, payer.token, { rewardId: String(fifty.rewardId) });
    expect([poor.statusCode, poor.json().errorCode]).toEqual([409, 'points_insufficient']);
    const unknown = await redeem(testApp.app, payer.token, { rewardId: '999999' });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'point_reward_not_found']);
    const jersey = await rewardOf(payer.token, 'Team jersey');
    testApp.db.update(pointRewards).set({ stock: 0 }).where(eq(pointRewards.id, jersey.rewardId)).run();
    expect((await rewardOf(payer.token, 'Team jersey')).status).toBe('SOLD_OUT');
    const soldOut = await redeem(testApp.app, payer.token, { rewardId: String(jersey.rewardId) });
    expect([soldOut.statusCode, soldOut.json().errorCode]).toEqual([409, 'point_reward_sold_out']);
    testApp.db.update(pointRewards).set({ stock: 5 }).where(eq(pointRewards.id, jersey.rewardId)).run();
    const ten = await rewardOf(payer.token, '₱10 cash');
    const twin = await redeem(
      testApp.app,
      payer.token,
      { rewardId: String(ten.rewardId) },
      REWARDS_TWIN_PATHS.redeemPoints,
    );
    expect(twin.statusCode, twin.body).toBe(200);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 500,
      pendingPoints: 1_000,
    });
  });

  it('checks the payment password as a withdrawal does, and audits every attempt', async () => {
    const payer = await member(5_000);
    const ten = await rewardOf(payer.token, '₱10 cash');
    const wrong = await redeem(testApp.app, payer.token, {
      rewardId: String(ten.rewardId),
      paymentPassword: '000000',
    });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'payment_password_incorrect']);
    for (let attempt = 0; attempt < 4; attempt++)
      await redeem(testApp.app, payer.token, { rewardId: String(ten.rewardId), paymentPassword: '000000' });
    const locked = await redeem(testApp.app, payer.token, { rewardId: String(ten.rewardId) });
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'payment_password_locked']);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 5_000,
      pendingPoints: 0,
    });
    const unset = await member(5_000, { paymentPassword: null });
    const refused = await redeem(testApp.app, unset.token, { rewardId: String(ten.rewardId) });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'payment_password_not_set']);
    const audit = await qa(testApp.app, `/audit?memberId=${payer.id}&action=rewards.redeem`);
    expect(audit.json().events).toHaveLength(6);
    expect(audit.json().events[0]).toMatchObject({ outcome: 'refused', reason: 'payment_password_locked' });
  });
});

describe('converting points', () => {
  it('spends the points and credits their value through the ledger, once per request', async () => {
    const payer = await member(2_345);
    const requestId = randomUUID();
    const reply = await convert(testApp.app, payer.token, { points: 1_234, requestId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toEqual({ points: 1_234, amount: 12.34, pointsLeft: 1_111 });
    expect((await convert(testApp.app, payer.token, { points: 1_234, requestId })).json().value).toEqual(
      reply.json().value,
    );
    expect(await mainBalance(testApp.app, payer.token)).toBe(12.34);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({
      points: 1_111,
      pendingPoints: 0,
    });
    const bonuses = await valueOf(payer.token, RECORDS_PATHS.bonuses, todayRange());
    expect(bonuses.list).toEqual([expect.objectContaining({ type: 'PROMOTION', amount: 12.34 })]);
    // Each answer, the replay's too, is followed by the points as they are.
    expect(pointsEventsOf(payer.id).map((event) => event.type === 'points_balance' && event.balance)).toEqual(
      [
        { points: 1_111, pendingPoints: 0 },
        { points: 1_111, pendingPoints: 0 },
      ],
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'balance', memberId: payer.id }));
    const audit = await qa(testApp.app, `/audit?memberId=${payer.id}&action=rewards.convert`);
    expect(audit.json().events).toEqual([
      expect.objectContaining({ outcome: 'succeeded', moneyRequestId: requestId }),
      expect.objectContaining({ outcome: 'succeeded', moneyRequestId: requestId }),
    ]);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('keeps the points of a remainder that makes no whole minor unit', async () => {
    const merchantId = testApp.db.select().from(rewardSettings).get()!.merchantId;
    testApp.db
      .update(rewardSettings)
      .set({ pointsPerUnit: 150 })
      .where(eq(rewardSettings.merchantId, merchantId))
      .run();
    try {
      const payer = await member(1_000);
      const reply = await convert(
        testApp.app,
        payer.token,
        { points: 1_000 },
        REWARDS_TWIN_PATHS.convertPoints,
      );
      // 1,000 points at 150 a peso make 666 centavos, which cost 999 points.
      expect(reply.json().value).toEqual({ points: 999, amount: 6.66, pointsLeft: 1 });
    } finally {
      testApp.db
        .update(rewardSettings)
        .set({ pointsPerUnit: 100 })
        .where(eq(rewardSettings.merchantId, merchantId))
        .run();
    }
  });

  it('refuses below the minimum, beyond the points, and a wrong payment password', async () => {
    const payer = await member(500);
    const small = await convert(testApp.app, payer.token, { points: 99 });
    expect([small.statusCode, small.json().errorCode]).toEqual([409, 'points_below_minimum']);
    const many = await convert(testApp.app, payer.token, { points: 501 });
    expect([many.statusCode, many.json().errorCode]).toEqual([409, 'points_insufficient']);
    const wrong = await convert(testApp.app, payer.token, { points: 200, paymentPassword: '111111' });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'payment_password_incorrect']);
    expect(await valueOf(payer.token, REWARDS_PATHS.pointBalance)).toEqual({ points: 500, pendingPoints: 0 });
    expect(await mainBalance(testApp.app, payer.token)).toBe(0);
  });
});
