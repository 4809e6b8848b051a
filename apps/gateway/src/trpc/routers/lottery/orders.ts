import {
  LOTTERY_PATHS,
  ZLotteryOrderPageSchema,
  ZLotteryOrdersInputSchema,
  ZWireOrderPageSchema,
} from '@site/contracts';
import { toLotteryOrder } from '../../mappers/lottery.js';
import { toPage } from '../../mappers/page.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member's lottery orders of a date range (merchant days), newest first; optionally one status or game. */
export const orders = realMemberProcedure
  .input(ZLotteryOrdersInputSchema)
  .output(ZLotteryOrderPageSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(LOTTERY_PATHS.orders, ZWireOrderPageSchema, {
      query: recordQueryOf(input, { status: input.status, gameCode: input.gameCode }),
    });
    return toPage(wire, toLotteryOrder);
  });
