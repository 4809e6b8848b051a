import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRedemptionStatus, TWireRedemption, ZWireRedemptionListQuerySchema } from '@site/contracts';
import { pageWindow, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { pointRedemptions, pointRewards } from '../../../db/schema-rewards.js';
import { pointRewardName, type TPointReward } from './point-catalogue.js';

export type TRedemption = typeof pointRedemptions.$inferSelect;

export const toWireRedemption = (
  redemption: TRedemption,
  reward: TPointReward,
  language: string,
): TWireRedemption => ({
  redemptionId: redemption.id,
  rewardId: redemption.rewardId,
  type: reward.type,
  name: pointRewardName(reward, language),
  quantity: redemption.quantity,
  points: redemption.points,
  status: redemption.status,
  remark: redemption.remark,
  createdAt: redemption.createdAt.getTime(),
  updatedAt: redemption.updatedAt.getTime(),
});

/** A redemption with its catalogue item, or undefined. */
export const findRedemption = (db: TExecutor, redemptionId: number) =>
  db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(eq(pointRedemptions.id, redemptionId))
    .get();

/** `MCS2_getRedeemPointList`: the member's redemptions, newest first, `status` filters. */
export const redemptionList = (
  db: TExecutor,
  memberId: number,
  query: z.infer<typeof ZWireRedemptionListQuerySchema>,
  language: string,
) => {
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    query.status ? eq(pointRedemptions.status, query.status satisfies TRedemptionStatus) : undefined,
  );
  const totalCount = db.select({ total: count() }).from(pointRedemptions).where(where).get()?.total ?? 0;
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where)
    .orderBy(desc(pointRedemptions.id))
    .limit(limit)
    .offset(offset)
    .all();
  return wirePage(
    rows.map(({ redemption, reward }) => toWireRedemption(redemption, reward, language)),
    totalCount,
    query,
  );
};
