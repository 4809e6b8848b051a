import {
  REWARDS_PATHS,
  ZLeaderboardInputSchema,
  ZLeaderboardOutputSchema,
  ZWireLeaderboardSchema,
  ZWireMissionSummarySchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import { toLeaderboard } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/**
 * A mission's leaderboard this cycle. The board's progress is in the
 * mission's measure (amount or count), which only the mission list says, so
 * both are read at once.
 */
export const leaderboard = realMemberProcedure
  .input(ZLeaderboardInputSchema)
  .output(ZLeaderboardOutputSchema)
  .query(async ({ ctx, input }) => {
    const [board, summary] = await Promise.all([
      ctx.wire.get(REWARDS_PATHS.missionLeaderboard, ZWireLeaderboardSchema, {
        query: { missionId: input.missionId },
      }),
      ctx.wire.get(REWARDS_PATHS.missionSummary, ZWireMissionSummarySchema),
    ]);
    const mission = summary.missions.find((candidate) => candidate.missionId === board.missionId);
    if (!mission) throw appError('mission_not_found');
    return toLeaderboard(board, mission.metric);
  });
