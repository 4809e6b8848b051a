import { REWARDS_PATHS, ZNoInputSchema, ZPointsOutputSchema, ZWirePointBalanceSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** The member's points, and those held by redemptions still processing. */
export const points = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZPointsOutputSchema)
  .query(async ({ ctx }) => {
    const balance = await ctx.wire.get(REWARDS_PATHS.pointBalance, ZWirePointBalanceSchema);
    return { points: balance.points, pendingPoints: balance.pendingPoints };
  });
