import {
  REWARDS_PATHS,
  ZRedemptionsInputSchema,
  ZRedemptionsOutputSchema,
  ZWireRedemptionListSchema,
} from '@site/contracts';
import { toPage } from '../../mappers/page.js';
import { realMemberProcedure } from '../../procedures.js';
import { toRedemption } from './mappers/point-mall.js';

/** The member's point-mall redemptions, newest first, optionally of one status. */
export const redemptions = realMemberProcedure
  .input(ZRedemptionsInputSchema)
  .output(ZRedemptionsOutputSchema)
  .query(async ({ ctx, input }) => {
    const query = {
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      ...(input.status ? { status: input.status } : {}),
    };
    const page = await ctx.wire.get(REWARDS_PATHS.redemptions, ZWireRedemptionListSchema, { query });
    return toPage(page, toRedemption);
  });
