import type { z } from 'zod';
import {
  RECORDS_PATHS,
  toMinorUnits,
  ZClaimRebateInputSchema,
  ZClaimRebateOutputSchema,
  type ZWireClaimManualRebateBodySchema,
  ZWireClaimManualRebateSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Credits the claimable rebate to the main wallet (`nothing_to_claim` when there is none). */
export const claimRebate = realMemberProcedure
  .meta({ audit: 'records.claimRebate' })
  .input(ZClaimRebateInputSchema)
  .output(ZClaimRebateOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimManualRebateBodySchema> = { requestId: input.requestId };
    const wire = await ctx.wire.send(
      'POST',
      RECORDS_PATHS.claimManualRebate,
      body,
      ZWireClaimManualRebateSchema,
    );
    return { amount: toMinorUnits(wire.amount) };
  });
