import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_PATHS } from '@site/contracts';
import { insertTestGames, walletFigures } from '../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import {
  createPayer,
  getAs,
  mainBalance,
  postAs,
  todayRange,
  type TPayer,
} from '../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
let gameIds: ReturnType<typeof insertTestGames>;
beforeAll(async () => {
  testApp = await createInMemoryMock();
  gameIds = insertTestGames(testApp.db);
});
afterAll(() => testApp.close());

const rebateOf = async (payer: TPayer) =>
  (await getAs(testApp.app, payer.token, RECORDS_PATHS.manualRebate)).json().value;
const claim = (payer: TPayer, requestId = randomUUID()) =>
  postAs(testApp.app, payer.token, RECORDS_PATHS.claimManualRebate, { requestId });

describe('manual rebate', () => {
  it('pays valid bets of settled real rounds at each category rate, rounded down, once', async () => {
    const payer = await createPayer(testApp.app);
    const memberId = memberIdOf(testApp.db, payer.username);
    const firstAt = new Date(Date.now() - 60_000);
    insertRound(testApp.db, {
      memberId,
      gameId: gameIds.slot,
      betMinor: 10_000,
      winMinor: 50_000,
      at: firstAt,
    });
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 2_345 });
    insertRound(testApp.db, { memberId, gameId: gameIds.fish, betMinor: 10_099 });
    insertRound(testApp.db, { memberId, gameId: gameIds.bingo, betMinor: 5_000 });
    // Not valid bets: an open round, a rolled-back one, a trial one.
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 90_000, status: 'open' });
    insertRound(testApp.db, { memberId, gameId: gameIds.slot, betMinor: 90_000, status: 'rolled_back' });
    insertRound(testApp.db, { memberId, gameId: gameIds.fish, betMinor: 90_000, isTrial: true });

    // RNG 1.2 %: 12,345 × 1.2 % = 148.14 → 148; FISH 1 %: 10,099 → 100.99 → 100; BINGO has no rate.
    expect(await rebateOf(payer)).toEqual({
      categories: [
        { gameType: 'BINGO', validBet: 50, rate: 0, rebateAmount: 0 },
        { gameType: 'FISH', validBet: 100.99, rate: 1, rebateAmount: 1 },
        { gameType: 'RNG', validBet: 123.45, rate: 1.2, rebateAmount: 1.48 },
      ],
      totalRebate: 2.48,
      since: firstAt.getTime(),
    });

    const requestId = randomUUID();
    const claimed = await claim(payer, requestId);
    expect(claimed.json().value).toMatchObject({ amount: 2.48 });
    expect((await claim(payer, requestId)).json().value).toEqual(claimed.json().value);
    expect(await mainBalance(testApp.app, payer.token)).toBe(2.48);
    const figures = walletFigures(testApp.db, payer.username);
    expect(figures.ledgerSumMinor).toBe(figures.balanceMinor);

    const bonuses = await getAs(testApp.app, payer.token, RECORDS_PATHS.bonuses, {
      ...todayRange(),
      type: 'REBATE',
    });
    expect(bonuses.json().value).toMatchObject({ totalCount: 1, totalAmount: 2.48 });
    const rebates = await getAs(testApp.app, payer.token, RECORDS_PATHS.transactions, {
      ...todayRange(),
      type: 'REBATE',
    });
    expect(rebates.json().value.list).toEqual([
      expect.objectContaining({ amount: 2.48, balanceAfter: 2.48 }),
    ]);

    // A new period starts at the claim: nothing left until more rounds settle.
    const after = await rebateOf(payer);
    expect(after).toMatchObject({ categories: [], totalRebate: 0 });
    const nothing = await claim(payer);
    expect([nothing.statusCode, nothing.json().errorCode]).toEqual([400, 'nothing_to_claim']);

    await new Promise((resolve) => setTimeout(resolve, 5));
    insertRound(testApp.db, { memberId, gameId: gameIds.fish, betMinor: 20_000 });
    expect((await rebateOf(payer)).totalRebate).toBe(2);
  });

  it('refuses a member with no bets, and trial members', async () => {
    const payer = await createPayer(testApp.app);
    expect(await rebateOf(payer)).toEqual({ categories: [], totalRebate: 0, since: null });
    expect((await claim(payer)).json().errorCode).toBe('nothing_to_claim');
    const trial = await createPayer(testApp.app, { kind: 'trial', paymentPassword: null });
    expect((await claim(trial)).statusCode).toBe(403);
  });
});
