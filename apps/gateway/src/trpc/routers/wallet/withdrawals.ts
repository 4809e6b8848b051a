import {
  WALLET_PATHS,
  ZPagedRangeInputSchema,
  ZWireWithdrawReportSchema,
  ZWithdrawalsOutputSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';
import { toWithdrawal } from './mappers/withdrawal.js';

/** The member's withdrawals of a date range, newest first. */
export const withdrawals = realMemberProcedure
  .input(ZPagedRangeInputSchema)
  .output(ZWithdrawalsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(WALLET_PATHS.withdrawReport, ZWireWithdrawReportSchema, {
      query: recordQueryOf(input),
    });
    return toPage(wire, toWithdrawal);
  });
