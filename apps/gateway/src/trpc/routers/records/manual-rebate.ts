import {
  RECORDS_PATHS,
  ZManualRebateOutputSchema,
  ZNoInputSchema,
  ZWireManualRebateSchema,
} from '@site/contracts';
import { toManualRebate } from '../../mappers/records.js';
import { realMemberProcedure } from '../../procedures.js';

/** The rebate the member may claim now: valid bets since the last claim, per category. */
export const manualRebate = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZManualRebateOutputSchema)
  .query(async ({ ctx }) =>
    toManualRebate(await ctx.wire.get(RECORDS_PATHS.manualRebate, ZWireManualRebateSchema)),
  );
