import {
  REWARDS_PATHS,
  ZNoInputSchema,
  ZRewardsSummaryOutputSchema,
  ZWireMissionSummarySchema,
  ZWirePromotionListSchema,
  ZWireRankProgressSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toVip } from './mappers/vip.js';

/** VIP rank and progress, and the counts behind the reward and mission badges, from three calls at once. */
export const summary = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZRewardsSummaryOutputSchema)
  .query(async ({ ctx }) => {
    const [rank, promotions, missions] = await Promise.all([
      ctx.wire.get(REWARDS_PATHS.rankProgress, ZWireRankProgressSchema),
      ctx.wire.get(REWARDS_PATHS.availablePromotions, ZWirePromotionListSchema),
      ctx.wire.get(REWARDS_PATHS.missionSummary, ZWireMissionSummarySchema),
    ]);
    return {
      vip: toVip(rank),
      availablePromoCount: promotions.availablePromoCount,
      claimableMissions: missions.claimableCount,
      referralEnabled: promotions.availablePromo.some(
        (feature) => feature.type === 'REFERRAL' && feature.enabled,
      ),
    };
  });
