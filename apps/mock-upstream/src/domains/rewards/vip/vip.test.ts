import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS } from '@site/contracts';
import { mockNow } from '../../../core/clock/mock-clock.js';
import { periodAt } from '../../../core/clock/periods.js';
import { games } from '../../../db/schema-games.js';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { demoMerchantId } from '../../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../../test/test-app.js';
import { createPayer, getAs } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const progressOf = async (token: string, language = 'EN') =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: REWARDS_PATHS.rankProgress,
      headers: { merchant: 'demo', authorization: token, language },
    })
  ).json().value;

describe('VIP rank progress', () => {
  it('answers the seeded demo_player as Silver, on its way to Gold', async () => {
    const progress = await progressOf(await tokenOf(testApp.app, 'demo_player'));
    expect(progress).toMatchObject({
      playerRankName: 'Silver',
      rankLevel: 2,
      hasVip: true,
      nextRankName: 'Gold',
      monthlyTurnover: { actual: 6_000, expected: 20_000 },
      totalTurnover: 6_000,
    });
    expect(progress.ranks.map((rank: { name: string }) => rank.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
  });

  it('ranks by this month’s valid bets only; a new member is a Member without VIP', async () => {
    const payer = await createPayer(testApp.app);
    const memberId = memberIdOf(testApp.db, payer.username);
    const fresh = await progressOf(payer.token, 'TY');
    expect(fresh).toMatchObject({
      playerRankName: 'Miyembro',
      rankLevel: 0,
      hasVip: false,
      nextRankName: 'Tanso',
      monthlyTurnover: { actual: 0, expected: 1_000 },
    });
    const gameId = testApp.db.select({ id: games.id }).from(games).get()!.id;
    const monthStart = periodAt(
      'monthly',
      mockNow(testApp.db, demoMerchantId(testApp.db), new Date()).getTime(),
    ).start;
    // Last month's bets count in the total, not for the rank; open and trial rounds not at all.
    insertRound(testApp.db, { memberId, gameId, betMinor: 9_000_000, at: new Date(monthStart - 60_000) });
    insertRound(testApp.db, { memberId, gameId, betMinor: 150_000 });
    insertRound(testApp.db, { memberId, gameId, betMinor: 5_000_000, status: 'open' });
    insertRound(testApp.db, { memberId, gameId, betMinor: 5_000_000, isTrial: true });
    expect(await progressOf(payer.token)).toMatchObject({
      playerRankName: 'Bronze',
      rankLevel: 1,
      hasVip: true,
      monthlyTurnover: { actual: 1_500, expected: 5_000 },
      totalTurnover: 91_500,
    });
  });

  it('answers the top rank’s own turnover as expected at the top', async () => {
    const payer = await createPayer(testApp.app);
    const memberId = memberIdOf(testApp.db, payer.username);
    const gameId = testApp.db.select({ id: games.id }).from(games).get()!.id;
    insertRound(testApp.db, { memberId, gameId, betMinor: 60_000_000 });
    expect(await progressOf(payer.token)).toMatchObject({
      playerRankName: 'Diamond',
      rankLevel: 5,
      nextRankName: null,
      monthlyTurnover: { actual: 600_000, expected: 500_000 },
    });
  });

  it('refuses a trial member', async () => {
    const trial = await createPayer(testApp.app, { kind: 'trial' });
    const reply = await getAs(testApp.app, trial.token, REWARDS_PATHS.rankProgress);
    expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'in_need_true_account']);
  });
});
