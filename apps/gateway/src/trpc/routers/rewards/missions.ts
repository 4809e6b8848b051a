import {
  REWARDS_PATHS,
  ZMissionsOutputSchema,
  ZNoInputSchema,
  ZWireMissionSummarySchema,
} from '@site/contracts';
import { toMission } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** The missions of the current cycles with the member's progress, and how many wait to be claimed. */
export const missions = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZMissionsOutputSchema)
  .query(async ({ ctx }) => {
    const summary = await ctx.wire.get(REWARDS_PATHS.missionSummary, ZWireMissionSummarySchema);
    return {
      missions: summary.missions.map(toMission),
      completedCount: summary.completedCount,
      claimableCount: summary.claimableCount,
    };
  });
