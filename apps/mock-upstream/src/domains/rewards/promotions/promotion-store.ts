import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { TPromotionType } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { rewardPromotions } from '../../../db/schema-rewards.js';
import type { TPromotion } from '../claims/claim-view.js';
import { rewardErrors } from '../reward-errors.js';

/** Started and not ended at `now`. */
export const isRunning = (promotion: TPromotion, now: Date): boolean =>
  promotion.startAt <= now && (promotion.endAt === null || promotion.endAt > now);

/** SQL of {@link isRunning}. */
export const runningAt = (now: Date) =>
  and(
    lte(rewardPromotions.startAt, now),
    or(isNull(rewardPromotions.endAt), gt(rewardPromotions.endAt, now)),
  );

/** The merchant's promotion of that id (a wire id), of one of `types`; else 404 `promotion_not_found`. */
export const promotionOfType = (
  db: TExecutor,
  merchantId: number,
  promotionId: string | number,
  types: readonly TPromotionType[],
): TPromotion => {
  const id = Number(promotionId);
  const promotion = Number.isSafeInteger(id)
    ? db
        .select()
        .from(rewardPromotions)
        .where(and(eq(rewardPromotions.id, id), eq(rewardPromotions.merchantId, merchantId)))
        .get()
    : undefined;
  if (!promotion || !types.includes(promotion.type)) throw rewardErrors.promotionNotFound();
  return promotion;
};

/** {@link promotionOfType}, running at `now`; else 409 `promotion_not_available`. */
export const runningPromotionOfType = (
  db: TExecutor,
  merchantId: number,
  promotionId: string | number,
  types: readonly TPromotionType[],
  now: Date,
): TPromotion => {
  const promotion = promotionOfType(db, merchantId, promotionId, types);
  if (!isRunning(promotion, now))
    throw rewardErrors.promotionNotAvailable('The promotion has not started or has ended');
  return promotion;
};

/** The merchant's newest running promotion of a type (the one REFERRAL, LOGIN... it runs), if any. */
export const runningPromotionOf = (
  db: TExecutor,
  merchantId: number,
  type: TPromotionType,
  now: Date,
): TPromotion | undefined =>
  db
    .select()
    .from(rewardPromotions)
    .where(and(eq(rewardPromotions.merchantId, merchantId), eq(rewardPromotions.type, type), runningAt(now)))
    .orderBy(desc(rewardPromotions.startAt), desc(rewardPromotions.id))
    .get();
