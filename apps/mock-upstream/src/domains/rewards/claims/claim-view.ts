import { and, count, eq } from 'drizzle-orm';
import { toMajorUnits, type TWireClaim } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { proofImages } from '../../../db/schema-money.js';
import { type rewardClaims, rewardPromotions } from '../../../db/schema-rewards.js';

export type TClaim = typeof rewardClaims.$inferSelect;
export type TPromotion = typeof rewardPromotions.$inferSelect;

/** A promotion's title in the reader's language (TY, else EN). */
export const promotionTitle = (promotion: Pick<TPromotion, 'titleEn' | 'titleTy'>, language: string) =>
  language === 'TY' ? promotion.titleTy : promotion.titleEn;

const pictureCountOf = (db: TExecutor, claimId: number): number =>
  db
    .select({ pictures: count() })
    .from(proofImages)
    .where(and(eq(proofImages.ownerKind, 'reward_claim'), eq(proofImages.ownerId, claimId)))
    .get()?.pictures ?? 0;

/** A claim as the wire carries it, with its promotion's type and title in the reader's language. */
export const toWireClaim = (
  db: TExecutor,
  claim: TClaim,
  language: string,
  promotion?: TPromotion,
): TWireClaim => {
  const ofClaim =
    promotion ?? db.select().from(rewardPromotions).where(eq(rewardPromotions.id, claim.promotionId)).get();
  if (!ofClaim) throw new Error(`promotion ${claim.promotionId} of claim ${claim.id} not found`);
  return {
    claimId: claim.id,
    promotionId: claim.promotionId,
    promotionType: ofClaim.type,
    title: promotionTitle(ofClaim, language),
    status: claim.status,
    amount: claim.amountMinor === null ? null : toMajorUnits(claim.amountMinor),
    remarks: claim.remarks,
    pictureCount: pictureCountOf(db, claim.id),
    rejectReason: claim.rejectReason,
    createdAt: claim.createdAt.getTime(),
    updatedAt: claim.updatedAt.getTime(),
    claimedAt: claim.claimedAt?.getTime() ?? null,
  };
};
