import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { credit } from '../../core/play/seamless-wallet.js';
import type { TExecutor } from '../../db/client.js';
import {
  lotteryNumeros,
  lotteryOrders,
  lotterySubOrders,
  type TLotteryNumero,
  type TLotteryOrderRow,
  type TLotterySubOrderRow,
} from '../../db/schema-lottery.js';
import { gameLaunches } from '../../db/schema-play.js';
import { publishBalance, publishLotterySettled } from '../../events/member-events.js';
import { lotteryGameById, type TLotteryGame } from './games.js';
import { payoutOf } from './payouts.js';
import type { TDrawResults } from './results.js';
import { toWireOrder } from './wire-views.js';

/**
 * Settles a drawn draw (docs/history/lottery-interfaces.md "Orders and money"):
 * each open sub-order in its own transaction — its outcome set only where
 * its status is still `open`, then `credit(<roundId>:win)` (0 for a loss,
 * which settles the round) — so a second settlement pays nothing twice and
 * a crash leaves the rest for the next run. Orders with no open sub-order
 * left get their totals and status (`lottery_settled` to the member); the
 * draw is `settled` when none of its sub-orders is open.
 */
export type TSettlement = { paidSubOrders: number; settledOrders: number; isDrawSettled: boolean };

/** Pays one sub-order and answers its win; null when another run settled (or a cancel took) it first. */
const settleSubOrder = (
  tx: TExecutor,
  subOrder: TLotterySubOrderRow,
  lotteryGame: TLotteryGame,
  results: TDrawResults,
  now: Date,
): number | null => {
  const { hits, winMinor } = payoutOf(
    {
      format: lotteryGame.schedule.resultFormat,
      betType: subOrder.betType,
      numbers: subOrder.numbers,
      stakeMinor: subOrder.stakeMinor,
      odds: subOrder.odds,
    },
    results,
  );
  const settled = tx
    .update(lotterySubOrders)
    .set({ status: hits > 0 ? 'won' : 'lost', hits, winMinor, settledAt: now })
    .where(and(eq(lotterySubOrders.id, subOrder.id), eq(lotterySubOrders.status, 'open')))
    .returning({ id: lotterySubOrders.id })
    .get();
  if (!settled) return null;
  const launch = tx
    .select()
    .from(gameLaunches)
    .innerJoin(lotteryOrders, eq(lotteryOrders.launchId, gameLaunches.id))
    .where(eq(lotteryOrders.id, subOrder.orderId))
    .get()?.game_launches;
  if (!launch) throw new Error(`lottery order ${subOrder.orderId} has no launch`);
  credit(tx, launch, {
    transactionId: `${subOrder.roundId}:win`,
    roundId: subOrder.roundId,
    amountMinor: winMinor,
  });
  return winMinor;
};

/**
 * Closes an order none of whose sub-orders is open any more: totals, and
 * `settled` (or `cancelled` when every line was cancelled). Null when it
 * still waits, or another run closed it.
 */
const closeOrder = (tx: TExecutor, order: TLotteryOrderRow, now: Date): TLotteryOrderRow | null => {
  const subOrders = tx.select().from(lotterySubOrders).where(eq(lotterySubOrders.orderId, order.id)).all();
  if (subOrders.some((subOrder) => subOrder.status === 'open')) return null;
  const isAllCancelled = subOrders.every((subOrder) => subOrder.status === 'cancelled');
  return (
    tx
      .update(lotteryOrders)
      .set({
        status: isAllCancelled ? 'cancelled' : 'settled',
        totalWinMinor: subOrders.reduce((total, subOrder) => total + subOrder.winMinor, 0),
        settledAt: now,
      })
      .where(and(eq(lotteryOrders.id, order.id), eq(lotteryOrders.status, 'open')))
      .returning()
      .get() ?? null
  );
};

/** Closes the draw's open orders that have no open sub-order left (each in its own transaction). */
const closeOpenOrders = (db: FastifyInstance['db'], numero: TLotteryNumero, now: Date): TLotteryOrderRow[] =>
  db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.numeroId, numero.id), eq(lotteryOrders.status, 'open')))
    .all()
    .flatMap((order) => db.transaction((tx) => closeOrder(tx, order, now)) ?? []);

/** Marks the draw settled when none of its sub-orders is open; true when it is settled now. */
const settleDrawIfDone = (db: FastifyInstance['db'], numero: TLotteryNumero, now: Date): boolean => {
  const stillOpen = db
    .select({ id: lotterySubOrders.id })
    .from(lotterySubOrders)
    .where(and(eq(lotterySubOrders.numeroId, numero.id), eq(lotterySubOrders.status, 'open')))
    .get();
  if (stillOpen) return false;
  db.update(lotteryNumeros)
    .set({ status: 'settled', settledAt: now })
    .where(and(eq(lotteryNumeros.id, numero.id), eq(lotteryNumeros.status, 'drawn')))
    .run();
  return true;
};

export const settleDraw = (app: FastifyInstance, numeroId: number, now: Date): TSettlement => {
  const idle: TSettlement = { paidSubOrders: 0, settledOrders: 0, isDrawSettled: false };
  const numero = app.db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, numeroId)).get();
  if (!numero || numero.status === 'settled') return { ...idle, isDrawSettled: numero?.status === 'settled' };
  const lotteryGame = lotteryGameById(app.db, numero.gameId);
  if (numero.status !== 'drawn' || !numero.results || !lotteryGame) return idle;
  const results = numero.results as TDrawResults;

  let paidSubOrders = 0;
  const winners = new Set<number>();
  const openSubOrders = app.db
    .select({ subOrder: lotterySubOrders, memberId: lotteryOrders.memberId })
    .from(lotterySubOrders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
    .where(and(eq(lotterySubOrders.numeroId, numero.id), eq(lotterySubOrders.status, 'open')))
    .all();
  for (const { subOrder, memberId } of openSubOrders) {
    try {
      const winMinor = app.db.transaction((tx) => settleSubOrder(tx, subOrder, lotteryGame, results, now));
      if (winMinor === null) continue;
      paidSubOrders += 1;
      if (winMinor > 0) winners.add(memberId);
    } catch (error) {
      // One bad sub-order must not hold back the others; the next run retries it.
      app.log.error({ err: error, subOrderNo: subOrder.subOrderNo }, 'lottery sub-order settlement failed');
    }
  }

  const closedOrders = closeOpenOrders(app.db, numero, now);
  const isDrawSettled = settleDrawIfDone(app.db, numero, now);
  // After the commits: the winners' balances and the members' settled orders.
  for (const memberId of winners) publishBalance(app, memberId);
  for (const order of closedOrders) {
    if (order.status !== 'settled') continue;
    const subOrders = app.db
      .select()
      .from(lotterySubOrders)
      .where(eq(lotterySubOrders.orderId, order.id))
      .all();
    publishLotterySettled(app, order.memberId, toWireOrder({ order, lotteryGame, numero, subOrders }, 'EN'));
  }
  return { paidSubOrders, settledOrders: closedOrders.length, isDrawSettled };
};

/** Settles every drawn draw (the scheduler's tick and start-up, QA's settle: what a crash left). */
export const settleDrawnDraws = (app: FastifyInstance, now: Date): TSettlement[] =>
  app.db
    .select({ id: lotteryNumeros.id })
    .from(lotteryNumeros)
    .where(eq(lotteryNumeros.status, 'drawn'))
    .orderBy(lotteryNumeros.drawAt)
    .all()
    .map(({ id }) => settleDraw(app, id, now));
