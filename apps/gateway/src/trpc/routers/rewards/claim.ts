import type { z } from 'zod';
import {
  REWARDS_PATHS,
  toMinorUnits,
  ZClaimPaidOutputSchema,
  ZClaimRewardInputSchema,
  type ZWireClaimIssuedBodySchema,
  ZWireClaimPaidSchema,
} from '@site/contracts';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * Claims an issued reward into the main wallet. It pays once however often
 * it is asked (a second claim is `reward_already_claimed`); a lost reply is
 * replayed with the same requestId, then `request_pending` (decision 0015).
 */
export const claim = realMemberProcedure
  .meta({ audit: 'rewards.claim' })
  .input(ZClaimRewardInputSchema)
  .output(ZClaimPaidOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimIssuedBodySchema> = {
      claimId: input.claimId,
      requestId: input.requestId,
    };
    const paid = await ctx.wire.send('POST', REWARDS_PATHS.claimIssued, body, ZWireClaimPaidSchema, {
      moneyRequest: true,
    });
    return { claim: toClaim(paid.claim), amount: toMinorUnits(paid.amount) };
  });
