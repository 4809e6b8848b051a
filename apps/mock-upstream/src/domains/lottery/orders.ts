import { and, count, desc, eq, gte, inArray, like, lt } from 'drizzle-orm';
import {
  BET_ODDS_HUNDREDTHS,
  LOTTERY_LIMITS,
  type TBetType,
  type TOrderStatus,
  type TResultFormat,
} from '@site/contracts';
import type { TDatabase, TExecutor } from '../../db/client.js';
import { games, type TGameRow } from '../../db/schema-games.js';
import {
  lotteryNumeros,
  lotteryOrders,
  lotterySchedules,
  lotterySubOrders,
  type TLotteryNumero,
  type TLotteryOrderRow,
  type TLotterySubOrderRow,
} from '../../db/schema-lottery.js';
import { gameLaunches, type TGameLaunch } from '../../db/schema-play.js';
import { newRoundId, openRound } from '../../games/rounds/round-store.js';
import { balanceOf, debit, rollback } from '../../games/wallet/seamless-wallet.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { currentDraw, ensureDraws } from './draws.js';
import { lotteryGameByCode } from './games.js';
import { lineErrors } from './payouts.js';
import { localDay } from './schedule.js';

/**
 * A member's lottery orders (docs/lottery-interfaces.md "Orders and money"):
 * a slip on one draw becomes an order whose lines are sub-orders, each one
 * game round debited `<roundId>:bet`; a cancel rolls that debit back.
 */

/** Order dates and numbers follow the merchant's lottery day, UTC+7. */
const ORDER_UTC_OFFSET_MINUTES = 420;
const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_OFFSET_MS = ORDER_UTC_OFFSET_MINUTES * 60 * 1000;

export type TSlipLine = { betType: TBetType; numbers: string[]; stakeMinor: number };
export type TSlip = { gameCode: string; drawCode: string; requestId: string; lines: TSlipLine[] };

/** An order with what its views need. */
export type TOrderDetail = {
  order: TLotteryOrderRow;
  game: TGameRow;
  numero: TLotteryNumero;
  subOrders: TLotterySubOrderRow[];
};

export type TOrderFilters = {
  startDate: string;
  endDate: string;
  status?: TOrderStatus | undefined;
  gameCode?: string | undefined;
  pageNo: number;
  pageSize: number;
};

const notFound = () => new WireError(404, 'lottery_order_not_found', 'Order not found');
const drawClosed = () => new WireError(409, 'lottery_draw_closed', 'Bets on this draw are closed');
const needTrueAccount = () =>
  new WireError(403, 'in_need_true_account', 'A real account is needed to bet on the lottery');

/** The game's clock: real time plus the QA offset of its schedule. */
const gameTimeOf = (db: TExecutor, gameId: number, now: Date): number => {
  const schedule = db.select().from(lotterySchedules).where(eq(lotterySchedules.gameId, gameId)).get();
  return now.getTime() + (schedule?.clockOffsetMs ?? 0);
};

/** Open for bets: status open and its close still ahead on the game's clock. */
const isDrawOpen = (db: TExecutor, numero: TLotteryNumero, now: Date) =>
  numero.status === 'open' && numero.closeAt.getTime() > gameTimeOf(db, numero.gameId, now);

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

/** Every line's field errors keyed `lines.<i>.<field>`, or null when the slip is well formed. */
const slipErrors = (format: TResultFormat, lines: TSlipLine[]): Record<string, string> | null => {
  if (lines.length === 0) return { lines: 'validation.required' };
  if (lines.length > LOTTERY_LIMITS.maxSubOrders) return { lines: 'validation.invalid' };
  const errors = Object.assign(
    {},
    ...lines.map((line, index) =>
      Object.fromEntries(
        Object.entries(lineErrors(format, line) ?? {}).map(([field, key]) => [
          `lines.${index}.${field}`,
          key,
        ]),
      ),
    ),
  ) as Record<string, string>;
  return Object.keys(errors).length > 0 ? errors : null;
};

const findOrder = (db: TExecutor, memberId: number, orderNo: string) =>
  db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.orderNo, orderNo), eq(lotteryOrders.memberId, memberId)))
    .get();

const detailOf = (db: TExecutor, order: TLotteryOrderRow): TOrderDetail => {
  const game = db.select().from(games).where(eq(games.id, order.gameId)).get();
  const numero = db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, order.numeroId)).get();
  if (!game || !numero) throw new Error(`order ${order.orderNo} lost its game or draw`);
  const subOrders = db
    .select()
    .from(lotterySubOrders)
    .where(eq(lotterySubOrders.orderId, order.id))
    .orderBy(lotterySubOrders.id)
    .all();
  return { order, game, numero, subOrders };
};

/** One of the member's orders with its sub-orders, game and draw (404 `lottery_order_not_found`). */
export const orderDetail = (db: TExecutor, memberId: number, orderNo: string): TOrderDetail => {
  const order = findOrder(db, memberId, orderNo);
  if (!order) throw notFound();
  return detailOf(db, order);
};

/** Whether a sub-order can still be cancelled: open, and its draw still taking bets. */
export const isCancellable = (
  db: TExecutor,
  subOrder: TLotterySubOrderRow,
  numero: TLotteryNumero,
  now = new Date(),
): boolean => subOrder.status === 'open' && isDrawOpen(db, numero, now);

/**
 * Places a slip from a lottery launch: every line a sub-order and a round
 * debited `<roundId>:bet`, all in one transaction (a line the wallet refuses
 * places nothing). A slip resent with its `requestId` answers the first order.
 */
export const placeOrder = (
  db: TDatabase,
  launch: TGameLaunch,
  slip: TSlip,
  now = new Date(),
): { detail: TOrderDetail; balanceMinor: number } => {
  const memberId = launch.memberId;
  if (launch.mode === 'trial' || memberId === null) throw needTrueAccount();
  const replayed = db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestId, slip.requestId)))
    .get();
  if (replayed) return { detail: detailOf(db, replayed), balanceMinor: balanceOf(db, launch) };

  const found = lotteryGameByCode(db, launch.merchantId, slip.gameCode);
  if (!found) throw new WireError(404, 'lottery_game_not_found', 'Lottery game not found');
  const { game, schedule } = found;
  const format = schedule.resultFormat;
  const errors = slipErrors(format, slip.lines);
  if (errors) throw wireErrors.validationFailed(errors);

  ensureDraws(db, game.id, now);
  const draw = currentDraw(db, game.id, now);
  if (!draw || draw.drawCode !== slip.drawCode || !isDrawOpen(db, draw, now)) throw drawClosed();

  return db.transaction((tx) => {
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
        totalStakeMinor: slip.lines.reduce((sum, line) => sum + line.stakeMinor, 0),
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
          odds: BET_ODDS_HUNDREDTHS[format][line.betType] ?? 0,
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
 */
export const cancelSubOrder = (
  db: TDatabase,
  memberId: number,
  orderNo: string,
  subOrderNo: string,
  now = new Date(),
): { detail: TOrderDetail; balanceMinor: number } => {
  const order = findOrder(db, memberId, orderNo);
  if (!order) throw notFound();
  const subOrder = db
    .select()
    .from(lotterySubOrders)
    .where(and(eq(lotterySubOrders.orderId, order.id), eq(lotterySubOrders.subOrderNo, subOrderNo)))
    .get();
  if (!subOrder) throw notFound();
  if (subOrder.status !== 'open')
    throw new WireError(409, 'lottery_sub_order_not_cancellable', 'This bet can no longer be cancelled');
  const numero = db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, order.numeroId)).get();
  if (!numero || !isDrawOpen(db, numero, now)) throw drawClosed();
  const launch = db.select().from(gameLaunches).where(eq(gameLaunches.id, order.launchId)).get();
  if (!launch) throw new Error(`order ${orderNo} lost its launch`);

  return db.transaction((tx) => {
    const { balanceMinor } = rollback(tx, launch, {
      transactionId: `${subOrder.roundId}:bet`,
      roundId: subOrder.roundId,
      amountMinor: subOrder.stakeMinor,
    });
    tx.update(lotterySubOrders)
      .set({ status: 'cancelled', cancelledAt: now })
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

/** [from, to) of local days `startDate`…`endDate` (UTC+7). */
const orderTimeRange = (startDate: string, endDate: string) => ({
  from: new Date(Date.parse(`${startDate}T00:00:00Z`) - ORDER_OFFSET_MS),
  to: new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS - ORDER_OFFSET_MS),
});

/** The member's orders placed on the local days of the range, newest first, filtered and paged. */
export const listOrders = (
  db: TExecutor,
  memberId: number,
  filters: TOrderFilters,
): { details: TOrderDetail[]; totalCount: number } => {
  const { from, to } = orderTimeRange(filters.startDate, filters.endDate);
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
