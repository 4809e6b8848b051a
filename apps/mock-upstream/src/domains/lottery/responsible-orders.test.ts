import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryOrders } from '../../db/schema-lottery.js';
import { launchLottery, slipOf, TEST_LOTTERY_GAME } from '../../test/lottery-fixtures.js';
import { createMember, demoMerchantId, walletFigures } from '../../test/play-fixtures.js';
import { setLimit, startBreak } from '../../test/responsible-state.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, TEST_SEAMLESS_KEY, type TInMemoryMock } from '../../test/test-app.js';
import { currentDraw, ensureDraws } from './draws.js';
import { lotteryGameByCode } from './games.js';

/** Lottery orders under responsible gaming limits and breaks (decision 0041). */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const openDrawCode = () => {
  const found = lotteryGameByCode(mock.db, demoMerchantId(mock.db), TEST_LOTTERY_GAME);
  if (!found) throw new Error('test game missing');
  ensureDraws(mock.db, found.game.id, new Date());
  const draw = currentDraw(mock.db, found.game.id, new Date());
  if (!draw) throw new Error('no current draw');
  return draw.drawCode;
};

const player = async () => {
  const member = await createMember(mock.app, 'player', 100_000);
  const launch = await launchLottery(mock.app, member);
  return { member, id: memberIdOf(mock.db, member.username), ...launch };
};

const order = (headers: Record<string, string>, lines: { stakeMinor: number }[]) =>
  mock.app.inject({
    method: 'POST',
    url: '/games/api/lottery/orders',
    headers,
    payload: slipOf(
      openDrawCode(),
      lines.map(({ stakeMinor }, index) => ({
        betType: 'LO',
        numbers: [String(10 + index)],
        stakeMinor,
      })),
    ),
  });

const ordersOf = (memberId: number) =>
  mock.db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, memberId)).all();

describe('lottery orders and the loss limit', () => {
  it('count an order’s whole stake once, so a slip up to the limit passes and the next is refused', async () => {
    const { id, headers, member, token } = await player();
    setLimit(mock.db, id, { type: 'loss', period: 'day', value: 2_000 });
    const over = await order(headers, [{ stakeMinor: 1_000 }, { stakeMinor: 1_001 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      success: false,
      errorCode: 'loss_limit_reached',
      value: { limit: { type: 'loss', period: 'day', left: 20 } },
    });
    expect(ordersOf(id)).toEqual([]);

    const exact = await order(headers, [{ stakeMinor: 1_000 }, { stakeMinor: 1_000 }]);
    expect(exact.statusCode).toBe(200);
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(98_000);

    const next = await order(headers, [{ stakeMinor: 1_000 }]);
    expect(next.json()).toMatchObject({ errorCode: 'loss_limit_reached', value: { limit: { left: 0 } } });
    expect(ordersOf(id)).toHaveLength(1);
    // The open lottery stake counts for the member's other games too.
    const bet = await mock.app.inject({
      method: 'POST',
      url: '/seamless/debit',
      headers: { 'x-seamless-key': TEST_SEAMLESS_KEY },
      payload: { launchToken: token, transactionId: 'lottery-then-bet', roundId: 'ltb-1', amountMinor: 100 },
    });
    expect(bet.statusCode).toBe(400);
    expect(bet.json()).toMatchObject({ errorCode: 'loss_limit_reached' });
  });

  it('counts toward the wager limit too', async () => {
    const { id, headers } = await player();
    setLimit(mock.db, id, { type: 'wager', period: 'week', value: 1_500 });
    expect((await order(headers, [{ stakeMinor: 1_000 }])).statusCode).toBe(200);
    const over = await order(headers, [{ stakeMinor: 1_000 }]);
    expect(over.json()).toMatchObject({
      errorCode: 'wager_limit_reached',
      value: { limit: { type: 'wager', period: 'week', left: 5 } },
    });
  });
});

describe('a self-excluded member', () => {
  it('may not place a lottery order', async () => {
    const { id, headers, member } = await player();
    const { since, until } = startBreak(mock.db, id, 'self_exclusion');
    const reply = await order(headers, [{ stakeMinor: 1_000 }]);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      errorCode: 'account_restricted',
      value: { restriction: { kind: 'self_exclusion', since, until } },
    });
    expect(ordersOf(id)).toEqual([]);
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(100_000);
  });
});
