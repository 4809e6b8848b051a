import {
  WALLET_PATHS,
  ZDepositOrdersOutputSchema,
  ZPagedRangeInputSchema,
  ZWireDepositReportSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';
import { toDepositOrder } from './mappers/deposit.js';

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
