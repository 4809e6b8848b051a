import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWirePointRewardSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { pointRewards } from '../../../db/schema-rewards.js';
import { WireError } from '../../../wire/envelope.js';

export type TPointReward = typeof pointRewards.$inferSelect;
type TWirePointReward = z.input<typeof ZWirePointRewardSchema>;

/** A catalogue name in the reader's language (TY, else EN). */
export const pointRewardName = (reward: Pick<TPointReward, 'nameEn' | 'nameTy'>, language: string) =>
  language === 'TY' ? reward.nameTy : reward.nameEn;

const toWireReward = (reward: TPointReward, language: string): TWirePointReward => ({
  rewardId: reward.id,
  type: reward.type,
  name: pointRewardName(reward, language),
  imageUrl: reward.imageUrl,
  requiredPoints: reward.requiredPoints,
  amount: reward.amountMinor === null ? null : toMajorUnits(reward.amountMinor),
  quantity: reward.stock,
  status: reward.stock === 0 ? 'SOLD_OUT' : 'AVAILABLE',
});

/** `MCS2_getPointReward`: the merchant's catalogue with the stock left. */
export const pointRewardList = (db: TExecutor, merchantId: number, language: string): TWirePointReward[] =>
  db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.merchantId, merchantId))
    .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id))
    .all()
    .map((reward) => toWireReward(reward, language));

/** The merchant's catalogue item; else 404 `point_reward_not_found`. */
export const requirePointReward = (db: TExecutor, merchantId: number, rewardId: string): TPointReward => {
  const id = Number(rewardId);
  const reward = Number.isSafeInteger(id)
    ? db
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, id)))
        .get()
    : undefined;
  if (!reward) throw new WireError(404, 'point_reward_not_found', `No point reward ${rewardId}`);
  return reward;
};
