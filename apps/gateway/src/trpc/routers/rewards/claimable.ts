import {
  REWARDS_PATHS,
  ZClaimableOutputSchema,
  ZNoInputSchema,
  ZWireClaimsByStatusSchema,
} from '@site/contracts';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** The reward centre's "to claim": the member's issued rewards, newest first. */
export const claimable = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZClaimableOutputSchema)
  .query(async ({ ctx }) => {
    const issued = await ctx.wire.get(REWARDS_PATHS.claimsByStatus, ZWireClaimsByStatusSchema, {
      query: { status: 'I' },
    });
    return { items: issued.map(toClaim) };
  });
