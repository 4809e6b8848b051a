import type { z } from 'zod';
import {
  LOTTERY_PATHS,
  ZCancelSubOrderInputSchema,
  ZLotteryOrderDetailSchema,
  type ZWireCancelSubOrderBodySchema,
  ZWireOrderDetailSchema,
} from '@site/contracts';
import { toLotteryOrderDetail } from '../../mappers/lottery.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * Cancels one open sub-order while its draw is still open: the upstream
 * refunds the stake. Answers the order as it then stands; after the close
 * 409 `lottery_draw_closed`, a settled or cancelled line 409
 * `lottery_sub_order_not_cancellable`.
 */
export const cancelSubOrder = realMemberProcedure
  .meta({ audit: 'lottery.cancelSubOrder' })
  .input(ZCancelSubOrderInputSchema)
  .output(ZLotteryOrderDetailSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireCancelSubOrderBodySchema> = {
      orderNo: input.orderNo,
      subOrderNo: input.subOrderNo,
    };
    return toLotteryOrderDetail(
      await ctx.wire.send('POST', LOTTERY_PATHS.cancelSubOrder, body, ZWireOrderDetailSchema),
    );
  });
