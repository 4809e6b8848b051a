import { and, eq, sql } from 'drizzle-orm';
import type { TMissionMetric } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { missionProgress, missions } from '../../../db/schema-rewards.js';
import type { TClaim } from '../claims/claim-view.js';
import { issueClaim } from '../claims/issue-claim.js';
import { missionCycleAt } from './mission-cycles.js';

export type TMissionAdvance = {
  merchantId: number;
  memberId: number;
  metric: TMissionMetric;
  /** Minor units (TURNOVER, DEPOSIT) or a count (ROUNDS). */
  amount: number;
  now: Date;
};

/**
 * Adds to the member's missions of a metric in their current cycle, in the
 * caller's transaction. A mission reaching its target completes once per
 * cycle and issues its reward: a claim of the mission's promotion with
 * source `mission:<missionId>:<cycleStart>`. Progress goes on counting after
 * that (the leaderboard ranks it). Answers the missions moved and the claims
 * issued, for the events after commit.
 */
export const advanceMissions = (tx: TExecutor, advance: TMissionAdvance) => {
  const moved: number[] = [];
  const issued: TClaim[] = [];
  if (advance.amount <= 0) return { moved, issued };
  const list = tx
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, advance.merchantId), eq(missions.metric, advance.metric)))
    .all();
  for (const mission of list) {
    const cycleStart = missionCycleAt(tx, advance.merchantId, mission.cycle, advance.now).start;
    const row = tx
      .insert(missionProgress)
      .values({
        missionId: mission.id,
        memberId: advance.memberId,
        cycleStart,
        progress: advance.amount,
        updatedAt: advance.now,
      })
      .onConflictDoUpdate({
        target: [missionProgress.missionId, missionProgress.memberId, missionProgress.cycleStart],
        set: { progress: sql`${missionProgress.progress} + ${advance.amount}`, updatedAt: advance.now },
      })
      .returning()
      .get();
    moved.push(mission.id);
    if (row.completedAt || row.progress < mission.target) continue;
    const { claim } = issueClaim(tx, {
      merchantId: advance.merchantId,
      memberId: advance.memberId,
      promotionId: mission.promotionId,
      amountMinor: mission.rewardMinor,
      sourceKey: `mission:${mission.id}:${cycleStart}`,
      now: advance.now,
    });
    tx.update(missionProgress)
      .set({ completedAt: advance.now, claimId: claim.id })
      .where(
        and(
          eq(missionProgress.missionId, mission.id),
          eq(missionProgress.memberId, advance.memberId),
          eq(missionProgress.cycleStart, cycleStart),
        ),
      )
      .run();
    issued.push(claim);
  }
  return { moved, issued };
};
