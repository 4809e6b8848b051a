import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWireDraw } from '@site/contracts';
import { checkLedger } from '../../core/money/ledger-check.js';
import { lotteryNumeros, lotteryOrders, lotterySubOrders } from '../../db/schema-lottery.js';
import { gameRounds, seamlessTransactions } from '../../db/schema-play.js';
import type { TNumberedEvent } from '../../events/event-bus.js';
import { launchLottery, slipOf, TEST_LOTTERY_GAME } from '../../test/lottery-fixtures.js';
import { createMember, walletFigures } from '../../test/play-fixtures.js';
import { createInMemoryMock, qa, type TInMemoryMock } from '../../test/test-app.js';
import { cancelSubOrder, placeOrder, type TSlipLine } from './orders.js';
import type { TDrawResults } from './results.js';
import { tickLottery } from './scheduler.js';
import { settleDraw } from './settlement.js';

let mock: TInMemoryMock;
const events: TNumberedEvent[] = [];
beforeAll(async () => {
  mock = await createInMemoryMock();
  mock.app.events.subscribe((event) => events.push(event));
});
afterAll(() => mock.close());

const STARTING_BALANCE = 100_000;

/** The test game's current draw and the board it will draw (QA's peek). */
const peek = async () =>
  (await qa(mock.app, `/lottery/games/${TEST_LOTTERY_GAME}/current`)).json<{
    draw: TWireDraw;
    results: TDrawResults;
  }>();

/** A 2-digit number that is not the special prize's tail. */
const otherThan = (tail: string) => String((Number(tail) + 1) % 100).padStart(2, '0');

/** A member with a lobby launch places `lines` on the current draw of the test game. */
const placeOn = async (lines: (results: TDrawResults) => TSlipLine[]) => {
  const member = await createMember(mock.app, 'player', STARTING_BALANCE);
  const { launch } = await launchLottery(mock.app, member);
  const { draw, results } = await peek();
  const { detail } = placeOrder(mock.db, launch, slipOf(draw.numero, lines(results)));
  const numero = mock.db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, detail.numero.id)).get();
  if (!numero) throw new Error('draw missing');
  return { member, results, order: detail.order, numero };
};

const subOrdersOf = (orderId: number) =>
  mock.db
    .select()
    .from(lotterySubOrders)
    .where(eq(lotterySubOrders.orderId, orderId))
    .orderBy(lotterySubOrders.id)
    .all();
const orderRow = (orderId: number) =>
  mock.db.select().from(lotteryOrders).where(eq(lotteryOrders.id, orderId)).get();
const drawRow = (numeroId: number) =>
  mock.db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, numeroId)).get();
/** The credits the wallet took for a round: one per settled sub-order, whatever happens. */
const creditsOf = (roundId: string) =>
  mock.db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.roundId, roundId), eq(seamlessTransactions.kind, 'credit')))
    .all();
const settledEventsOf = (memberId: number) =>
  events
    .map(({ event }) => event)
    .filter((event) => event.type === 'lottery_settled' && String(event.memberId) === String(memberId));
const justAfter = (drawAt: Date) => new Date(drawAt.getTime() + 1);

describe('settleDraw', () => {
  it('pays the winners and settles the losers through the wallet when the tick draws', async () => {
    const { member, results, order, numero } = await placeOn((board) => {
      const special = board.special?.[0] ?? '';
      return [
        { betType: 'DE', numbers: [special.slice(-2)], stakeMinor: 1_000 },
        { betType: 'DE', numbers: [otherThan(special.slice(-2))], stakeMinor: 1_000 },
        { betType: 'CANG3', numbers: [special.slice(-3)], stakeMinor: 200 },
      ];
    });
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(STARTING_BALANCE - 2_200);

    const eventsBefore = events.length;
    tickLottery(mock.app, justAfter(numero.drawAt));

    expect(drawRow(numero.id)).toMatchObject({ status: 'settled', results });
    const subOrders = subOrdersOf(order.id);
    expect(subOrders.map(({ status, hits, winMinor }) => ({ status, hits, winMinor }))).toEqual([
      { status: 'won', hits: 1, winMinor: 95_000 },
      { status: 'lost', hits: 0, winMinor: 0 },
      { status: 'won', hits: 1, winMinor: 190_000 },
    ]);
    // Every round settled by its credit (0 for the lost one).
    for (const subOrder of subOrders) {
      const round = mock.db.select().from(gameRounds).where(eq(gameRounds.roundId, subOrder.roundId)).get();
      expect(round).toMatchObject({ status: 'settled', winMinor: subOrder.winMinor });
      expect(creditsOf(subOrder.roundId)).toHaveLength(1);
    }
    expect(orderRow(order.id)).toMatchObject({ status: 'settled', totalWinMinor: 285_000 });
    const figures = walletFigures(mock.db, member.username);
    expect(figures.balanceMinor).toBe(STARTING_BALANCE - 2_200 + 285_000);
    expect(figures.ledgerSumMinor).toBe(figures.balanceMinor);
    const memberId = orderRow(order.id)?.memberId ?? 0;
    const balances = events
      .slice(eventsBefore)
      .map(({ event }) => event)
      .filter((event) => event.type === 'balance' && String(event.memberId) === String(memberId));
    expect(balances.length).toBeGreaterThan(0);
    expect(settledEventsOf(memberId)).toEqual([
      {
        type: 'lottery_settled',
        memberId,
        order: expect.objectContaining({
          orderNo: order.orderNo,
          status: 'settled',
          totalWin: 2_850,
          totalStake: 22,
        }),
      },
    ]);
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('pays a draw settled twice once, even past the status guard (the credit is keyed by the round)', async () => {
    const { member, order, numero } = await placeOn((board) => [
      { betType: 'LO', numbers: [board.seventh?.[0] ?? '00'], stakeMinor: 1_000 },
    ]);
    tickLottery(mock.app, justAfter(numero.drawAt));
    const paid = walletFigures(mock.db, member.username).balanceMinor;
    expect(paid).toBeGreaterThan(STARTING_BALANCE);

    expect(settleDraw(mock.app, numero.id, new Date())).toEqual({
      paidSubOrders: 0,
      settledOrders: 0,
      isDrawSettled: true,
    });
    // As if a second run had read the sub-order open before the first committed.
    const [subOrder] = subOrdersOf(order.id);
    mock.db
      .update(lotterySubOrders)
      .set({ status: 'open' })
      .where(eq(lotterySubOrders.id, subOrder?.id ?? 0))
      .run();
    mock.db.update(lotteryNumeros).set({ status: 'drawn' }).where(eq(lotteryNumeros.id, numero.id)).run();
    settleDraw(mock.app, numero.id, new Date());

    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(paid);
    expect(creditsOf(subOrder?.roundId ?? '')).toHaveLength(1);
    expect(drawRow(numero.id)?.status).toBe('settled');
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('resumes a settlement that stopped half-way: the rest is paid, nothing twice', async () => {
    const { member, order, numero } = await placeOn((board) => {
      const tail = board.special?.[0]?.slice(-2) ?? '00';
      return [
        { betType: 'DE', numbers: [tail], stakeMinor: 1_000 },
        { betType: 'DE', numbers: [tail], stakeMinor: 2_000 },
        { betType: 'DE', numbers: [otherThan(tail)], stakeMinor: 3_000 },
      ];
    });
    const [first, ...rest] = subOrdersOf(order.id);
    // The last two cannot be paid (their odds are unreadable): the run settles the first and stops short.
    for (const subOrder of rest)
      mock.db.update(lotterySubOrders).set({ odds: {} }).where(eq(lotterySubOrders.id, subOrder.id)).run();
    tickLottery(mock.app, justAfter(numero.drawAt));

    expect(subOrdersOf(order.id).map((subOrder) => subOrder.status)).toEqual(['won', 'open', 'open']);
    expect(orderRow(order.id)?.status).toBe('open');
    expect(drawRow(numero.id)?.status).toBe('drawn');
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(STARTING_BALANCE - 6_000 + 95_000);
    expect(settledEventsOf(orderRow(order.id)?.memberId ?? 0)).toEqual([]);

    for (const subOrder of rest)
      mock.db.update(lotterySubOrders).set({ odds: 9_500 }).where(eq(lotterySubOrders.id, subOrder.id)).run();
    const resumed = (await qa(mock.app, '/lottery/settle', {})).json();
    expect(resumed).toMatchObject({ settledDraws: 1, paidSubOrders: 2 });

    expect(subOrdersOf(order.id).map(({ status, winMinor }) => [status, winMinor])).toEqual([
      ['won', 95_000],
      ['won', 190_000],
      ['lost', 0],
    ]);
    for (const subOrder of [first, ...rest]) expect(creditsOf(subOrder?.roundId ?? '')).toHaveLength(1);
    expect(orderRow(order.id)).toMatchObject({ status: 'settled', totalWinMinor: 285_000 });
    expect(drawRow(numero.id)?.status).toBe('settled');
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(STARTING_BALANCE - 6_000 + 285_000);
    expect(settledEventsOf(orderRow(order.id)?.memberId ?? 0)).toHaveLength(1);
    expect(checkLedger(mock.db)).toEqual([]);
  });

  it('leaves a cancelled line alone and settles the rest of its order', async () => {
    const { member, order, numero } = await placeOn((board) => [
      { betType: 'DE', numbers: [board.special?.[0]?.slice(-2) ?? '00'], stakeMinor: 1_000 },
      { betType: 'DE', numbers: [board.special?.[0]?.slice(-2) ?? '00'], stakeMinor: 4_000 },
    ]);
    const [kept, cancelled] = subOrdersOf(order.id);
    cancelSubOrder(mock.db, order.memberId, order.orderNo, cancelled?.subOrderNo ?? '');
    tickLottery(mock.app, justAfter(numero.drawAt));

    expect(subOrdersOf(order.id).map(({ status, winMinor }) => [status, winMinor])).toEqual([
      ['won', 95_000],
      ['cancelled', 0],
    ]);
    expect(creditsOf(cancelled?.roundId ?? '')).toEqual([]);
    expect(creditsOf(kept?.roundId ?? '')).toHaveLength(1);
    expect(orderRow(order.id)).toMatchObject({ status: 'settled', totalWinMinor: 95_000 });
    expect(walletFigures(mock.db, member.username).balanceMinor).toBe(STARTING_BALANCE - 1_000 + 95_000);
    expect(checkLedger(mock.db)).toEqual([]);
  });
});
