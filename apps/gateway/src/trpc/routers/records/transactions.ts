import {
  RECORDS_PATHS,
  ZTransactionsInputSchema,
  ZTransactionsOutputSchema,
  ZWireTransactionsSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { toTransaction } from '../../mappers/records.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';

/** Every balance change of the member's wallets in a date range, newest first; optionally one type. */
export const transactions = realMemberProcedure
  .input(ZTransactionsInputSchema)
  .output(ZTransactionsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(RECORDS_PATHS.transactions, ZWireTransactionsSchema, {
      query: recordQueryOf(input, { type: input.type }),
    });
    return toPage(wire, toTransaction);
  });
