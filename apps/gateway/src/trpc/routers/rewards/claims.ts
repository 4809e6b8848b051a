import {
  REWARDS_PATHS,
  ZClaimsInputSchema,
  ZClaimsOutputSchema,
  ZWireClaimListSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member's claims (applications and rewards), newest first, optionally of one status. */
export const claims = realMemberProcedure
  .input(ZClaimsInputSchema)
  .output(ZClaimsOutputSchema)
  .query(async ({ ctx, input }) => {
    const query = {
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      ...(input.status ? { status: input.status } : {}),
    };
    return toPage(await ctx.wire.get(REWARDS_PATHS.claimList, ZWireClaimListSchema, { query }), toClaim);
  });
