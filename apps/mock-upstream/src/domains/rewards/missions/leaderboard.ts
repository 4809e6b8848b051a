import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { REWARD_LIMITS, type ZWireLeaderboardSchema } from '@site/contracts';
import { maskUsername } from '../../../core/members/mask.js';
import type { TExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { missionProgress, missions } from '../../../db/schema-rewards.js';
import { WireError } from '../../../wire/envelope.js';
import { missionCycleAt } from './mission-cycles.js';
import { missionAmount } from './mission-views.js';

/**
 * `MCSFE_getMissionLeaderboard`: the current cycle's best progress on the
 * merchant's mission (who got there first ranks first among equals), names
 * masked, and the member's own place (null before it has any progress).
 * Unknown mission: 404 `mission_not_found`.
 */
export const missionLeaderboard = (
  db: TExecutor,
  member: { id: number; merchantId: number },
  missionId: string,
  now: Date,
): z.input<typeof ZWireLeaderboardSchema> => {
  const id = Number(missionId);
  const mission = Number.isSafeInteger(id)
    ? db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, member.merchantId), eq(missions.id, id)))
        .get()
    : undefined;
  if (!mission) throw new WireError(404, 'mission_not_found', `No mission ${missionId}`);
  const cycleStart = missionCycleAt(db, member.merchantId, mission.cycle, now).start;
  const board = db
    .select({
      memberId: missionProgress.memberId,
      username: members.username,
      progress: missionProgress.progress,
      completedAt: missionProgress.completedAt,
    })
    .from(missionProgress)
    .innerJoin(members, eq(members.id, missionProgress.memberId))
    .where(and(eq(missionProgress.missionId, mission.id), eq(missionProgress.cycleStart, cycleStart)))
    .orderBy(desc(missionProgress.progress), asc(missionProgress.updatedAt), asc(missionProgress.memberId))
    .all()
    .filter((row) => row.progress > 0);
  const ownIndex = board.findIndex((row) => row.memberId === member.id);
  const own = board[ownIndex];
  return {
    missionId: mission.id,
    list: board.slice(0, REWARD_LIMITS.leaderboardSize).map((row, index) => ({
      rank: index + 1,
      username: maskUsername(row.username),
      progress: missionAmount(mission, row.progress),
      completed: row.completedAt !== null,
    })),
    me: own ? { rank: ownIndex + 1, progress: missionAmount(mission, own.progress) } : null,
  };
};
