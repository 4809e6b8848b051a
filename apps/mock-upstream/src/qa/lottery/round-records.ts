import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { lotteryOrders } from '../../db/schema-lottery.js';
import { orderDetail } from '../../domains/lottery/orders.js';

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/**
 * A member's lottery orders as the operator stores them, newest first: what
 * a regulator is given beside the audit trail (decision 0016). An order
 * joins its placing by `requestId` (the audit rows' `moneyRequestId`), a
 * cancelled sub-order its cancel by `cancelRequestId` (their `requestId`);
 * each sub-order is one game round, settled with its win.
 */
export const lotteryRoundRecordsOf = (db: TExecutor, memberId: number) =>
  db
    .select({ orderNo: lotteryOrders.orderNo })
    .from(lotteryOrders)
    .where(eq(lotteryOrders.memberId, memberId))
    .orderBy(desc(lotteryOrders.id))
    .all()
    .map(({ orderNo }) => {
      const { order, numero, lotteryGame, subOrders } = orderDetail(db, memberId, orderNo);
      return {
        orderNo,
        gameCode: lotteryGame.game.gameId,
        drawCode: numero.drawCode,
        requestId: order.requestId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        settledAt: isoOrNull(order.settledAt),
        subOrders: subOrders.map((line) => ({
          subOrderNo: line.subOrderNo,
          roundId: line.roundId,
          betType: line.betType,
          numbers: line.numbers,
          stakeMinor: line.stakeMinor,
          status: line.status,
          hits: line.hits,
          winMinor: line.winMinor,
          settledAt: isoOrNull(line.settledAt),
          cancelledAt: isoOrNull(line.cancelledAt),
          cancelRequestId: line.cancelRequestId,
        })),
      };
    });
