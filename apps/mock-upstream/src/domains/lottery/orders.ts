import { and, count, desc, eq, gte, inArray, like, lt } from 'drizzle-orm';
import { MERCHANT_UTC_OFFSET_MINUTES, type TBetType, type TOrderStatus } from '@site/contracts';
import { newRoundId, openRound } from '../../core/play/rounds/round-store.js';
import { balanceOf, debit, rollback } from '../../core/play/seamless-wallet.js';
import { assertCanPlay } from '../../core/responsible/guard.js';
import type { TDatabase, TExecutor } from '../../db/client.js';
import { games } from '../../db/schema-games.js';
import {
  lotteryNumeros,
  lotteryOrders,
  lotterySubOrders,
  type TLotteryOrderRow,
} from '../../db/schema-lottery.js';
import { gameLaunches, type TGameLaunch } from '../../db/schema-play.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { currentDraw } from './draws.js';
import { lotteryGameByCode, lotteryGameById } from './games.js';
import { lotteryErrors } from './lottery-errors.js';
import { oddsOf, slipErrors } from './payouts.js';
import { localDay, localDayRange } from './schedule.js';
import { isCancellable, type TOrderView } from './wire-views.js';

/**
 * A member's lottery orders (docs/history/lottery-interfaces.md "Orders and money"):
 * a slip on one draw becomes an order whose lines are sub-orders, each one
 * game round debited `<roundId>:bet`; a cancel rolls that debit back.
 */

/** Order dates and numbers follow the merchant's day, as every record of the member centre does. */
const ORDER_UTC_OFFSET_MINUTES = MERCHANT_UTC_OFFSET_MINUTES;

export type TSlipLine = { betType: TBetType; numbers: string[]; stakeMinor: number };
export type TSlip = { gameCode: string; drawCode: string; requestId: string; lines: TSlipLine[] };

export type TOrderFilters = {
  startDate: string;
  endDate: string;
  status?: TOrderStatus | undefined;
  gameCode?: string | undefined;
  pageNo: number;
  pageSize: number;
};

const needTrueAccount = () =>
  new WireError(403, 'in_need_true_account', 'A real account is needed to bet on the lottery');

/** `L` + the local day + a sequence of the day: readable and unique (the caller holds the transaction). */
const nextOrderNo = (tx: TExecutor, now: Date): string => {
  const prefix = `L${localDay(now.getTime(), ORDER_UTC_OFFSET_MINUTES).replaceAll('-', '')}`;
  const [row] = tx
    .select({ placed: count() })
    .from(lotteryOrders)
    .where(like(lotteryOrders.orderNo, `${prefix}%`))
    .all();
  return `${prefix}${String((row?.placed ?? 0) + 1).padStart(6, '0')}`;
};

const subOrderNoOf = (orderNo: string, index: number) => `${orderNo}-${String(index + 1).padStart(2, '0')}`;

const findOrder = (db: TExecutor, memberId: number, orderNo: string) =>
  db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.orderNo, orderNo), eq(lotteryOrders.memberId, memberId)))
    .get();

const detailOf = (db: TExecutor, order: TLotteryOrderRow): TOrderView => {
  const lotteryGame = lotteryGameById(db, order.gameId);
  const numero = db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, order.numeroId)).get();
  if (!lotteryGame || !numero) throw new Error(`order ${order.orderNo} lost its game or draw`);
  const subOrders = db
    .select()
    .from(lotterySubOrders)
    .where(eq(lotterySubOrders.orderId, order.id))
    .orderBy(lotterySubOrders.id)
    .all();
  return { order, lotteryGame, numero, subOrders };
};

/** One of the member's orders with its sub-orders, game and draw (404 `lottery_order_not_found`). */
export const orderDetail = (db: TExecutor, memberId: number, orderNo: string): TOrderView => {
  const order = findOrder(db, memberId, orderNo);
  if (!order) throw lotteryErrors.orderNotFound();
  return detailOf(db, order);
};

/**
 * Places a slip from a lottery launch: every line a sub-order and a round
 * debited `<roundId>:bet`, all in one transaction (a line the wallet refuses
 * places nothing). A slip resent with its `requestId` answers the first order.
 * The slip's whole stake must pass the member's responsible gaming checks
 * first, in that transaction (`account_restricted`, `loss_limit_reached`...).
 */
export const placeOrder = (
  db: TDatabase,
  launch: TGameLaunch,
  slip: TSlip,
  now = new Date(),
): { detail: TOrderView; balanceMinor: number } => {
  const memberId = launch.memberId;
  if (launch.mode === 'trial' || memberId === null) throw needTrueAccount();
  const replayed = db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestId, slip.requestId)))
    .get();
  if (replayed) return { detail: detailOf(db, replayed), balanceMinor: balanceOf(db, launch) };

  const found = lotteryGameByCode(db, launch.merchantId, slip.gameCode);
  if (!found) throw lotteryErrors.gameNotFound();
  const { game, schedule } = found;
  const format = schedule.resultFormat;
  const errors = slipErrors(format, slip.lines);
  if (errors) throw wireErrors.validationFailed(errors);
  const draw = currentDraw(db, game.id, now);
  if (!draw || draw.drawCode !== slip.drawCode) throw lotteryErrors.drawClosed();

  const totalStakeMinor = slip.lines.reduce((sum, line) => sum + line.stakeMinor, 0);
  return db.transaction((tx) => {
    assertCanPlay(tx, memberId, totalStakeMinor, now);
    const orderNo = nextOrderNo(tx, now);
    const order = tx
      .insert(lotteryOrders)
      .values({
        orderNo,
        merchantId: launch.merchantId,
        memberId,
        launchId: launch.id,
        gameId: game.id,
        numeroId: draw.id,
        totalStakeMinor,
        requestId: slip.requestId,
        createdAt: now,
      })
      .returning()
      .get();
    let balanceMinor = 0;
    slip.lines.forEach((line, index) => {
      const subOrderNo = subOrderNoOf(orderNo, index);
      const roundId = newRoundId();
      openRound(tx, launch, {
        roundId,
        engine: 'lottery',
        gameId: game.id,
        detail: {
          orderNo,
          subOrderNo,
          drawCode: draw.drawCode,
          betType: line.betType,
          numbers: line.numbers,
        },
        now,
      });
      balanceMinor = debit(tx, launch, {
        transactionId: `${roundId}:bet`,
        roundId,
        amountMinor: line.stakeMinor,
      }).balanceMinor;
      tx.insert(lotterySubOrders)
        .values({
          subOrderNo,
          orderId: order.id,
          numeroId: draw.id,
          roundId,
          betType: line.betType,
          numbers: line.numbers,
          stakeMinor: line.stakeMinor,
          odds: oddsOf(format, line.betType),
        })
        .run();
    });
    return { detail: detailOf(tx, order), balanceMinor };
  });
};

/**
 * Cancels one open sub-order of the member while its draw takes bets: the
 * debit `<roundId>:bet` is rolled back (refund through the ledger), the
 * sub-order `cancelled`, the order `cancelled` once none is left standing.
 * The sub-order keeps the cancel's request id, which its audit rows carry.
 */
export const cancelSubOrder = (
  db: TDatabase,
  memberId: number,
  orderNo: string,
  subOrderNo: string,
  requestId: string | null = null,
  now = new Date(),
): { detail: TOrderView; balanceMinor: number } => {
  const order = findOrder(db, memberId, orderNo);
  if (!order) throw lotteryErrors.orderNotFound();
  const subOrder = db
    .select()
    .from(lotterySubOrders)
    .where(and(eq(lotterySubOrders.orderId, order.id), eq(lotterySubOrders.subOrderNo, subOrderNo)))
    .get();
  if (!subOrder) throw lotteryErrors.orderNotFound();
  if (subOrder.status !== 'open') throw lotteryErrors.subOrderNotCancellable();
  const { lotteryGame, numero } = detailOf(db, order);
  if (!isCancellable(subOrder, numero, lotteryGame, now)) throw lotteryErrors.drawClosed();
  const launch = db.select().from(gameLaunches).where(eq(gameLaunches.id, order.launchId)).get();
  if (!launch) throw new Error(`order ${orderNo} lost its launch`);

  return db.transaction((tx) => {
    const { balanceMinor } = rollback(tx, launch, {
      transactionId: `${subOrder.roundId}:bet`,
      roundId: subOrder.roundId,
      amountMinor: subOrder.stakeMinor,
    });
    tx.update(lotterySubOrders)
      .set({ status: 'cancelled', cancelledAt: now, cancelRequestId: requestId })
      .where(and(eq(lotterySubOrders.id, subOrder.id), eq(lotterySubOrders.status, 'open')))
      .run();
    const standing = tx
      .select()
      .from(lotterySubOrders)
      .where(eq(lotterySubOrders.orderId, order.id))
      .all()
      .filter((row) => row.status !== 'cancelled');
    const updated = tx
      .update(lotteryOrders)
      .set({
        // The stake still riding on the draw: a cancelled line was refunded.
        totalStakeMinor: standing.reduce((sum, row) => sum + row.stakeMinor, 0),
        status: standing.length === 0 ? 'cancelled' : order.status,
      })
      .where(eq(lotteryOrders.id, order.id))
      .returning()
      .get();
    return { detail: detailOf(tx, updated), balanceMinor };
  });
};

/** The member's orders placed on the local days of the range, newest first, filtered and paged. */
export const listOrders = (
  db: TExecutor,
  memberId: number,
  filters: TOrderFilters,
): { details: TOrderView[]; totalCount: number } => {
  const first = localDayRange(filters.startDate, ORDER_UTC_OFFSET_MINUTES);
  const last = localDayRange(filters.endDate, ORDER_UTC_OFFSET_MINUTES);
  if (!first || !last) return { details: [], totalCount: 0 };
  const [from, to] = [new Date(first.startMs), new Date(last.endMs)];
  const where = and(
    eq(lotteryOrders.memberId, memberId),
    gte(lotteryOrders.createdAt, from),
    lt(lotteryOrders.createdAt, to),
    filters.status ? eq(lotteryOrders.status, filters.status) : undefined,
    filters.gameCode
      ? inArray(
          lotteryOrders.gameId,
          db.select({ id: games.id }).from(games).where(eq(games.gameId, filters.gameCode)),
        )
      : undefined,
  );
  const [total] = db.select({ total: count() }).from(lotteryOrders).where(where).all();
  const rows = db
    .select()
    .from(lotteryOrders)
    .where(where)
    .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
    .limit(filters.pageSize)
    .offset((filters.pageNo - 1) * filters.pageSize)
    .all();
  return { details: rows.map((order) => detailOf(db, order)), totalCount: total?.total ?? 0 };
};

/** The member's latest orders of one game (the lobby's "My orders"). */
export const recentOrdersOf = (db: TExecutor, memberId: number, gameId: number, limit: number) =>
  db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.gameId, gameId)))
    .orderBy(desc(lotteryOrders.id))
    .limit(limit)
    .all()
    .map((order) => detailOf(db, order));
