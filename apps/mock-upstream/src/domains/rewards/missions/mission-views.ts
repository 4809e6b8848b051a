import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type TMissionStatus,
  toMajorUnits,
  type TWireMission,
  type ZWireMissionSummarySchema,
} from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { missionProgress, missions, rewardClaims } from '../../../db/schema-rewards.js';
import { missionCycleAt } from './mission-cycles.js';

export type TMission = typeof missions.$inferSelect;
export type TMissionProgress = typeof missionProgress.$inferSelect;

/** Targets and progress: money (TURNOVER, DEPOSIT) in decimal major units, ROUNDS a count. */
export const missionAmount = (mission: Pick<TMission, 'metric'>, value: number): number =>
  mission.metric === 'ROUNDS' ? value : toMajorUnits(value);

const statusOf = (
  progress: TMissionProgress | undefined,
  claimStatus: string | undefined,
): TMissionStatus => {
  if (!progress?.completedAt) return 'in_progress';
  return claimStatus === 'claimed' ? 'claimed' : 'completed';
};

/** The member's progress row of each mission's current cycle, and the status of each completed one's claim. */
const progressOf = (db: TExecutor, memberId: number, list: TMission[], now: Date) => {
  const rows = list.map((mission) => {
    const cycle = missionCycleAt(db, mission.merchantId, mission.cycle, now);
    const progress = db
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.missionId, mission.id),
          eq(missionProgress.memberId, memberId),
          eq(missionProgress.cycleStart, cycle.start),
        ),
      )
      .get();
    return { mission, cycle, progress };
  });
  const claimIds = rows.flatMap(({ progress }) => (progress?.claimId ? [progress.claimId] : []));
  const claimStatuses = new Map(
    claimIds.length
      ? db
          .select({ id: rewardClaims.id, status: rewardClaims.status })
          .from(rewardClaims)
          .where(inArray(rewardClaims.id, claimIds))
          .all()
          .map((claim) => [claim.id, claim.status])
      : [],
  );
  return rows.map((row) => ({
    ...row,
    status: statusOf(
      row.progress,
      row.progress?.claimId ? claimStatuses.get(row.progress.claimId) : undefined,
    ),
  }));
};

const toWireMission = (
  { mission, cycle, progress, status }: ReturnType<typeof progressOf>[number],
  language: string,
): TWireMission => ({
  missionId: mission.id,
  title: language === 'TY' ? mission.titleTy : mission.titleEn,
  description: language === 'TY' ? mission.descriptionTy : mission.descriptionEn,
  metric: mission.metric,
  cycle: mission.cycle,
  target: missionAmount(mission, mission.target),
  progress: missionAmount(mission, progress?.progress ?? 0),
  rewardAmount: toMajorUnits(mission.rewardMinor),
  status,
  claimId: progress?.claimId ?? null,
  cycleStart: cycle.start,
  cycleEnd: cycle.end,
});

/** The merchant's missions in their order. */
export const missionsOf = (db: TExecutor, merchantId: number): TMission[] =>
  db
    .select()
    .from(missions)
    .where(eq(missions.merchantId, merchantId))
    .orderBy(asc(missions.sortOrder), asc(missions.id))
    .all();

/** Missions with the member's progress in their current cycle, as the wire carries them. */
export const wireMissionsOf = (
  db: TExecutor,
  memberId: number,
  list: TMission[],
  language: string,
  now: Date,
): TWireMission[] => progressOf(db, memberId, list, now).map((row) => toWireMission(row, language));

/** `MCSFE_getMissionSummaryDetails`: every mission of the merchant with the member's progress. */
export const missionSummary = (
  db: TExecutor,
  member: { id: number; merchantId: number },
  language: string,
  now: Date,
): z.input<typeof ZWireMissionSummarySchema> => {
  const list = wireMissionsOf(db, member.id, missionsOf(db, member.merchantId), language, now);
  return {
    missions: list,
    completedCount: list.filter((mission) => mission.status !== 'in_progress').length,
    claimableCount: list.filter((mission) => mission.status === 'completed').length,
  };
};
