import {
  WALLET_PATHS,
  ZDepositOrdersOutputSchema,
  ZPagedRangeInputSchema,
  ZWireDepositReportSchema,
} from '@site/contracts';
import { toDepositOrder } from '../../mappers/deposit.js';
import { toPage } from '../../mappers/page.js';
import { realMemberProcedure } from '../../procedures.js';
import { recordQueryOf } from '../records/record-query.js';

/** The member's deposit orders of a date range, newest first. */
export const deposits = realMemberProcedure
  .input(ZPagedRangeInputSchema)
  .output(ZDepositOrdersOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(WALLET_PATHS.depositReport, ZWireDepositReportSchema, {
      query: recordQueryOf(input),
    });
    return toPage(wire, toDepositOrder);
  });
