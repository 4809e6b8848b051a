import type { z } from 'zod';
import {
  REWARDS_PATHS,
  toMinorUnits,
  ZClaimLoginBonusInputSchema,
  ZClaimPaidOutputSchema,
  type ZWireClaimLoginBodySchema,
  ZWireClaimPaidSchema,
} from '@site/contracts';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Claims today's login bonus of a LOGIN promotion (once per merchant day) into the main wallet. */
export const claimLoginBonus = realMemberProcedure
  .meta({ audit: 'rewards.claimLoginBonus' })
  .input(ZClaimLoginBonusInputSchema)
  .output(ZClaimPaidOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimLoginBodySchema> = {
      promotionId: input.promotionId,
      requestId: input.requestId,
    };
    const paid = await ctx.wire.send('POST', REWARDS_PATHS.claimLogin, body, ZWireClaimPaidSchema, {
      moneyRequest: true,
    });
    return { claim: toClaim(paid.claim), amount: toMinorUnits(paid.amount) };
  });
