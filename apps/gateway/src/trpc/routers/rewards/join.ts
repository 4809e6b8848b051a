import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZClaimSchema,
  ZJoinPromotionInputSchema,
  ZWireClaimSchema,
  type ZWireJoinBodySchema,
} from '@site/contracts';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Joins a SIGNUP promotion (the claim `signed`) or a DEPOSIT one (`processing` until a qualifying deposit). */
export const join = realMemberProcedure
  .meta({ audit: 'rewards.join' })
  .input(ZJoinPromotionInputSchema)
  .output(ZClaimSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireJoinBodySchema> = { promotionId: input.promotionId };
    return toClaim(await ctx.wire.send('POST', REWARDS_PATHS.signUpJoin, body, ZWireClaimSchema));
  });
