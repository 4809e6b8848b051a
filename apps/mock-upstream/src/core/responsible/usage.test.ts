import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentDraw, ensureDraws } from '../../domains/lottery/draws.js';
import { lotteryGameByCode } from '../../domains/lottery/games.js';
import { placeOrder } from '../../domains/lottery/orders.js';
import { launchLottery, slipOf, TEST_LOTTERY_GAME } from '../../test/lottery-fixtures.js';
import { createMember, demoMerchantId } from '../../test/play-fixtures.js';
import { insertRound, memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { rgPeriodAt, usedIn } from './usage.js';

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

describe('usage of the wager and loss limits', () => {
  it('counts a lottery line once (it is a game round too) and no play-money round', async () => {
    const member = await createMember(mock.app, 'player', 100_000);
    const memberId = memberIdOf(mock.db, member.username);
    const { launch } = await launchLottery(mock.app, member);
    const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), TEST_LOTTERY_GAME);
    if (!found) throw new Error('test game missing');
    ensureDraws(mock.db, found.game.id, new Date());
    const draw = currentDraw(mock.db, found.game.id, new Date());
    if (!draw) throw new Error('no current draw');
    placeOrder(
      mock.db,
      launch,
      slipOf(draw.drawCode, [{ betType: 'LO', numbers: ['27'], stakeMinor: 1_500 }]),
    );
    insertRound(mock.db, { memberId, gameId: found.game.id, betMinor: 1_000, winMinor: 300 });
    insertRound(mock.db, { memberId, gameId: found.game.id, betMinor: 5_000, isTrial: true });

    const day = rgPeriodAt('day', Date.now());
    expect(usedIn(mock.db, memberId, 'wager', day)).toBe(2_500);
    // The open lottery line counts lost until it settles; the round lost 700.
    expect(usedIn(mock.db, memberId, 'loss', day)).toBe(2_200);
  });
});
