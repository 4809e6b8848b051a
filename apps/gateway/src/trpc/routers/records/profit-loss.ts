import {
  RECORDS_PATHS,
  ZDateRangeInputSchema,
  ZProfitLossOutputSchema,
  ZWireProfitLossSchema,
} from '@site/contracts';
import { toProfitLoss } from '../../mappers/records.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';

/** Bets, wins and result per category over a date range, with the cashier totals of the range. */
export const profitLoss = realMemberProcedure
  .input(ZDateRangeInputSchema)
  .output(ZProfitLossOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(RECORDS_PATHS.profitLoss, ZWireProfitLossSchema, {
      query: recordQueryOf(input),
    });
    return toProfitLoss(wire);
  });
