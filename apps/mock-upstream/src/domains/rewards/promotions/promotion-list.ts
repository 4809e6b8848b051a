import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  toMajorUnits,
  type TPromotionCategory,
  type TWirePromotion,
  type ZWirePromotionListSchema,
} from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { rewardClaims, rewardPromotions, rewardTickets } from '../../../db/schema-rewards.js';
import { promotionTitle, type TClaim, type TPromotion } from '../claims/claim-view.js';
import { runningPromotionOf } from './promotion-store.js';

/** How far ahead a promotion not started yet shows, as `coming_soon`. */
const COMING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type TWirePromotionList = z.input<typeof ZWirePromotionListSchema>;

const isTy = (language: string) => language === 'TY';
const minorToWire = (minor: number | null) => (minor === null ? null : toMajorUnits(minor));

/** A promotion on the wire; `latest` is the member's latest claim of it (none for a visitor). */
const toWirePromotion = (
  promotion: TPromotion,
  language: string,
  now: Date,
  latest: TClaim | undefined,
): TWirePromotion => ({
  promotionId: promotion.id,
  promotionType: promotion.type,
  category: promotion.category,
  title: promotionTitle(promotion, language),
  summary: isTy(language) ? promotion.summaryTy : promotion.summaryEn,
  content: isTy(language) ? promotion.contentTy : promotion.contentEn,
  imageUrl: promotion.imageUrl,
  startDate: promotion.startAt.getTime(),
  endDate: promotion.endAt?.getTime() ?? null,
  rewardAmount: minorToWire(promotion.rewardAmountMinor),
  rewardPercent: promotion.rewardPercent,
  maxRewardAmount: minorToWire(promotion.maxRewardMinor),
  minDepositAmount: minorToWire(promotion.minDepositMinor),
  requiresProof: promotion.requiresProof,
  status: latest?.status ?? (promotion.startAt > now ? 'coming_soon' : null),
  claimId: latest?.id ?? null,
});

/** Promotions not ended, started or starting within 30 days, newest start first. */
const listedPromotions = (
  db: TExecutor,
  merchantId: number,
  category: TPromotionCategory | undefined,
  now: Date,
): TPromotion[] => {
  const filters: (SQL | undefined)[] = [
    eq(rewardPromotions.merchantId, merchantId),
    lte(rewardPromotions.startAt, new Date(now.getTime() + COMING_SOON_DAYS * DAY_MS)),
    or(isNull(rewardPromotions.endAt), gt(rewardPromotions.endAt, now)),
  ];
  if (category) filters.push(eq(rewardPromotions.category, category));
  return db
    .select()
    .from(rewardPromotions)
    .where(and(...filters))
    .orderBy(desc(rewardPromotions.startAt), desc(rewardPromotions.id))
    .all();
};

/** The reward centre's features: REFERRAL, on while a REFERRAL promotion runs. */
const featuresOf = (db: TExecutor, merchantId: number, now: Date) => [
  { type: 'REFERRAL', enabled: runningPromotionOf(db, merchantId, 'REFERRAL', now) !== undefined },
];

/** `MCSFE_getMerchantAvailablePromotions`: what a visitor (or a trial session) sees. */
export const merchantPromotions = (
  db: TExecutor,
  merchantId: number,
  category: TPromotionCategory | undefined,
  language: string,
  now: Date,
): TWirePromotionList => ({
  list: listedPromotions(db, merchantId, category, now).map((promotion) =>
    toWirePromotion(promotion, language, now, undefined),
  ),
  availablePromoCount: 0,
  availablePromo: featuresOf(db, merchantId, now),
});

/** Issued claims waiting for the member plus its tickets still to claim: the reward centre's badge. */
const waitingRewardCount = (db: TExecutor, memberId: number, now: Date): number => {
  const issued =
    db
      .select({ rows: count() })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.status, 'issued')))
      .get()?.rows ?? 0;
  const tickets =
    db
      .select({ rows: count() })
      .from(rewardTickets)
      .where(
        and(
          eq(rewardTickets.memberId, memberId),
          eq(rewardTickets.status, 'AVAILABLE'),
          or(isNull(rewardTickets.expiresAt), gt(rewardTickets.expiresAt, now)),
        ),
      )
      .get()?.rows ?? 0;
  return issued + tickets;
};

/** The member's latest claim of each promotion. */
const latestClaimsOf = (db: TExecutor, memberId: number): Map<number, TClaim> => {
  const latest = new Map<number, TClaim>();
  const claims = db
    .select()
    .from(rewardClaims)
    .where(eq(rewardClaims.memberId, memberId))
    .orderBy(desc(rewardClaims.id))
    .all();
  for (const claim of claims) if (!latest.has(claim.promotionId)) latest.set(claim.promotionId, claim);
  return latest;
};

/** `MCSFE_getAvailablePromotions`: the list with the member's status in each, and its badge count. */
export const availablePromotions = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  category: TPromotionCategory | undefined,
  language: string,
  now: Date,
): TWirePromotionList => {
  const latest = latestClaimsOf(db, memberId);
  return {
    list: listedPromotions(db, merchantId, category, now).map((promotion) =>
      toWirePromotion(promotion, language, now, latest.get(promotion.id)),
    ),
    availablePromoCount: waitingRewardCount(db, memberId, now),
    availablePromo: featuresOf(db, merchantId, now),
  };
};
