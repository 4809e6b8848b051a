import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZApplyRewardInputSchema,
  ZClaimSchema,
  ZWireClaimSchema,
  type ZWireRequestRewardBodySchema,
} from '@site/contracts';
import { proofImagesChecked } from '../../guards/proof-images-checked.js';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Asks for the reward of a joined SIGNUP promotion with a remark and proof pictures; the claim waits for review. */
export const applyForReward = realMemberProcedure
  .meta({ audit: 'rewards.applyForReward' })
  .input(ZApplyRewardInputSchema)
  .use(proofImagesChecked((input) => input.pictures))
  .output(ZClaimSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireRequestRewardBodySchema> = {
      promotionId: input.promotionId,
      remarks: input.remarks,
      pictures: input.pictures,
    };
    return toClaim(await ctx.wire.send('POST', REWARDS_PATHS.signUpRequestReward, body, ZWireClaimSchema));
  });
