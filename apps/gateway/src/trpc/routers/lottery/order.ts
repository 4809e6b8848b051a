import {
  LOTTERY_PATHS,
  ZLotteryOrderDetailSchema,
  ZOrderDetailInputSchema,
  ZWireOrderDetailSchema,
} from '@site/contracts';
import { toLotteryOrderDetail } from '../../mappers/lottery.js';
import { realMemberProcedure } from '../../procedures.js';

/** One of the member's orders with its sub-orders and its draw (404 `lottery_order_not_found`). */
export const order = realMemberProcedure
  .input(ZOrderDetailInputSchema)
  .output(ZLotteryOrderDetailSchema)
  .query(async ({ ctx, input }) =>
    toLotteryOrderDetail(
      await ctx.wire.get(LOTTERY_PATHS.orderDetail, ZWireOrderDetailSchema, {
        query: { orderNo: input.orderNo },
      }),
    ),
  );
