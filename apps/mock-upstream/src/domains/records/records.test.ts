import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_PATHS } from '@site/contracts';
import { insertTestGames } from '../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import {
  addCard,
  createPayer,
  getAs,
  merchantDay,
  todayRange,
  type TPayer,
  withdraw,
} from '../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let gameIds: ReturnType<typeof insertTestGames>;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  gameIds = insertTestGames(testApp.db);
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const bonus = (payer: TPayer, amountMinor: number, type?: string) =>
  qa(testApp.app, '/bonus', { username: payer.username, amountMinor, ...(type ? { type } : {}) });
const report = async (payer: TPayer, path: string, query: Record<string, string | number> = {}) => {
  const reply = await getAs(testApp.app, payer.token, path, { ...todayRange(), ...query });
  expect(reply.statusCode).toBe(200);
  return reply.json().value;
};

describe('record queries', () => {
  it.each([RECORDS_PATHS.transactions, RECORDS_PATHS.bets, RECORDS_PATHS.profitLoss, RECORDS_PATHS.bonuses])(
    '%s refuses a start after the end, more than 90 days and impossible dates',
    async (path) => {
      const payer = await createPayer(testApp.app);
      const ranges = [
        { startDate: merchantDay(0), endDate: merchantDay(1) },
        { startDate: merchantDay(90), endDate: merchantDay(0) },
        { startDate: '2026-02-30', endDate: '2026-03-01' },
      ];
      for (const range of ranges) {
        const reply = await getAs(testApp.app, payer.token, path, range);
        expect([reply.statusCode, reply.json().errorCode]).toEqual([400, 'validation_failed']);
      }
      const ninetyDays = await getAs(testApp.app, payer.token, path, {
        startDate: merchantDay(89),
        endDate: merchantDay(0),
      });
      expect(ninetyDays.statusCode).toBe(200);
    },
  );
});

describe('transactions', () => {
  it('lists every wallet entry of the range newest first, paged, with a type filter', async () => {
    const payer = await createPayer(testApp.app, { balanceMinor: 10_000 });
    for (const amountMinor of [100, 200, 300]) await bonus(payer, amountMinor);
    const firstPage = await report(payer, RECORDS_PATHS.transactions, { pageSize: 2 });
    expect(firstPage).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 4 });
    expect(firstPage.list.map((row: { amount: number }) => row.amount)).toEqual([3, 2]);
    const secondPage = await report(payer, RECORDS_PATHS.transactions, { pageSize: 2, pageNo: 2 });
    expect(secondPage.list).toEqual([
      expect.objectContaining({ type: 'BONUS', amount: 1 }),
      expect.objectContaining({ type: 'ADJUSTMENT', amount: 100, balanceAfter: 100 }),
    ]);
    const adjustments = await report(payer, RECORDS_PATHS.transactions, { type: 'ADJUSTMENT' });
    expect(adjustments.totalCount).toBe(1);
    const older = await report(payer, RECORDS_PATHS.transactions, {
      startDate: merchantDay(10),
      endDate: merchantDay(3),
    });
    expect(older.totalCount).toBe(0);
  });
});

describe('bets', () => {
  it("lists the member's real rounds newest first with totals over the whole filtered range", async () => {
    const payer = await createPayer(testApp.app);
    const memberId = memberIdOf(testApp.db, payer.username);
    const now = Date.now();
    insertRound(testApp.db, {
      memberId,
      gameId: gameIds.slot,
      betMinor: 1_000,
      winMinor: 2_500,
      at: new Date(now - 3_000),
    });
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 500, at: new Date(now - 2_000) });
    insertRound(testApp.db, {
      memberId,
      gameId: gameIds.fish,
      betMinor: 700,
      winMinor: 100,
      at: new Date(now - 1_000),
    });
    insertRound(testApp.db, {
      memberId,
      gameId: gameIds.slot,
      betMinor: 300,
      status: 'open',
      at: new Date(now),
    });
    // Not shown: a trial round, and a round before the range.
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 9_900, isTrial: true });
    insertRound(testApp.db, {
      memberId,
      gameId: gameIds.slot,
      betMinor: 9_900,
      at: new Date(now - 5 * DAY_MS),
    });

    const all = await report(payer, RECORDS_PATHS.bets, { pageSize: 2 });
    expect(all).toMatchObject({
      totalCount: 4,
      totalPages: 2,
      summary: { betAmount: 25, winAmount: 26, netAmount: 4 },
    });
    expect(all.list[0]).toMatchObject({
      gameName: 'Test slot',
      vassalage: 'TST',
      gameType: 'RNG',
      status: 'open',
      netAmount: 0,
      settledAt: null,
    });
    expect(all.list[1]).toMatchObject({ gameType: 'FISH', betAmount: 7, winAmount: 1, netAmount: -6 });

    const slots = await report(payer, RECORDS_PATHS.bets, { gameType: 'RNG' });
    expect(slots).toMatchObject({ totalCount: 3, summary: { betAmount: 18, winAmount: 25, netAmount: 10 } });
  });
});

describe('profit and loss', () => {
  it('sums settled rounds per category and the cashier movements of the range', async () => {
    const payer = await createPayer(testApp.app, { balanceMinor: 50_000 });
    const memberId = memberIdOf(testApp.db, payer.username);
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 1_000, winMinor: 400 });
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 1_000, winMinor: 3_000 });
    insertRound(testApp.db, { memberId, gameId: gameIds.fish, betMinor: 200 });
    insertRound(testApp.db, { memberId, gameId: gameIds.fish, betMinor: 5_000, status: 'open' });
    await bonus(payer, 1_500);
    await bonus(payer, 250, 'REBATE');
    const cardId = await addCard(testApp.app, payer.token);
    const held = await withdraw(testApp.app, payer.token, { amount: 100, bankCardId: cardId });
    await qa(testApp.app, `/withdrawals/${held.json().value.withdrawalId}/reject`, {});
    await withdraw(testApp.app, payer.token, { amount: 120, bankCardId: cardId });

    expect(await report(payer, RECORDS_PATHS.profitLoss)).toEqual({
      categories: [
        { gameType: 'FISH', betCount: 1, betAmount: 2, winAmount: 0, profitLoss: -2 },
        { gameType: 'RNG', betCount: 2, betAmount: 20, winAmount: 34, profitLoss: 14 },
      ],
      betAmount: 22,
      winAmount: 34,
      profitLoss: 12,
      depositAmount: 0,
      withdrawAmount: 120,
      bonusAmount: 15,
      rebateAmount: 2.5,
    });
  });
});

describe('bonuses', () => {
  it('lists bonuses with a type filter and their total', async () => {
    const payer = await createPayer(testApp.app);
    await bonus(payer, 1_000);
    await bonus(payer, 2_000, 'PROMOTION');
    await bonus(payer, 3_000, 'PROMOTION');
    const all = await report(payer, RECORDS_PATHS.bonuses, { pageSize: 1 });
    expect(all).toMatchObject({ totalCount: 3, totalPages: 3, totalAmount: 60 });
    expect(all.list).toEqual([expect.objectContaining({ type: 'PROMOTION', amount: 30 })]);
    const promotions = await report(payer, RECORDS_PATHS.bonuses, { type: 'PROMOTION' });
    expect(promotions).toMatchObject({ totalCount: 2, totalAmount: 50 });
    const refused = await getAs(testApp.app, payer.token, RECORDS_PATHS.bonuses, {
      ...todayRange(),
      type: 'NOPE',
    });
    expect(refused.statusCode).toBe(400);
  });
});
