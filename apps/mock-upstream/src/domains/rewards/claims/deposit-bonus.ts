import { and, asc, eq } from 'drizzle-orm';
import { toMajorUnits } from '@site/contracts';
import type { TExecutor, TTransaction } from '../../../db/client.js';
import { rewardPromotions } from '../../../db/schema-rewards.js';
import { WireError } from '../../../wire/envelope.js';
import { runningAt } from '../promotions/promotion-store.js';
import { moveClaim, openClaimOf } from './claim-store.js';
import { promotionTitle, type TPromotion } from './claim-view.js';
import { depositBonusMinor, depositSourceKey } from './deposit-rewards.js';
import { issueClaim } from './issue-claim.js';
import { payClaim } from './reward-credit.js';

/**
 * Whether the member may still take a DEPOSIT promotion with a deposit: no
 * claim of it, or only the application (`processing`) that waits for one. A
 * bonus issued or paid once is not offered again (decision 0026: a member
 * holds one open claim of a promotion).
 */
const isOpenTo = (db: TExecutor, memberId: number, promotion: TPromotion): boolean => {
  const open = openClaimOf(db, memberId, promotion.id);
  return !open || open.status === 'processing';
};

/** The DEPOSIT promotions running now that the member may still take, oldest first. */
export const depositPromotionsFor = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  now: Date,
): TPromotion[] =>
  db
    .select()
    .from(rewardPromotions)
    .where(
      and(eq(rewardPromotions.merchantId, merchantId), eq(rewardPromotions.type, 'DEPOSIT'), runningAt(now)),
    )
    .orderBy(asc(rewardPromotions.startAt), asc(rewardPromotions.id))
    .all()
    .filter((promotion) => isOpenTo(db, memberId, promotion));

/** `MCS2_depositPromoList`: the deposit bonuses on offer, with their terms in `language`. */
export const depositPromoList = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  language: string,
  now = new Date(),
) =>
  depositPromotionsFor(db, merchantId, memberId, now).map((promotion) => ({
    promotionId: String(promotion.id),
    title: promotionTitle(promotion, language),
    summary: language === 'TY' ? promotion.summaryTy : promotion.summaryEn,
    content: language === 'TY' ? promotion.contentTy : promotion.contentEn,
    rewardPercent: promotion.rewardPercent ?? 0,
    maxRewardAmount: promotion.maxRewardMinor === null ? null : toMajorUnits(promotion.maxRewardMinor),
    minDepositAmount: toMajorUnits(promotion.minDepositMinor ?? 0),
    endAt: promotion.endAt?.getTime() ?? null,
  }));

/**
 * The bonus a new deposit chooses: one of {@link depositPromotionsFor}
 * (else 409 `promotion_not_available`) whose minimum the amount reaches
 * (else 400 `amount_out_of_range`).
 */
export const requireDepositPromotion = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  choice: { promotionId: string; amountMinor: number },
  now: Date,
): TPromotion => {
  const promotion = depositPromotionsFor(db, merchantId, memberId, now).find(
    (candidate) => String(candidate.id) === choice.promotionId,
  );
  if (!promotion)
    throw new WireError(409, 'promotion_not_available', 'That deposit bonus is not on offer to this member');
  if (choice.amountMinor < (promotion.minDepositMinor ?? 0))
    throw new WireError(400, 'amount_out_of_range', 'The amount is below the deposit bonus minimum');
  return promotion;
};

type TApprovedDeposit = { id: number; merchantId: number; memberId: number; amountMinor: number };

/**
 * Pays the bonus an approved deposit chose, in the approval's transaction,
 * through the claim path: the member's waiting application of it (or a new
 * claim) becomes `issued` under `deposit:<orderId>:<promotionId>` and is paid
 * at once (a DEPOSIT_BONUS, ledger key `claim:<id>`). A bonus the member took
 * meanwhile with another deposit is not paid twice: nothing happens.
 */
export const payChosenDepositBonus = (
  tx: TTransaction,
  deposit: TApprovedDeposit,
  promotionId: number,
  now: Date,
): void => {
  const promotion = tx.select().from(rewardPromotions).where(eq(rewardPromotions.id, promotionId)).get();
  if (!promotion || !isOpenTo(tx, deposit.memberId, promotion)) return;
  const amountMinor = depositBonusMinor(promotion, deposit.amountMinor);
  if (amountMinor <= 0) return;
  const sourceKey = depositSourceKey(deposit.id, promotion.id);
  const application = openClaimOf(tx, deposit.memberId, promotion.id);
  const claim = application
    ? moveClaim(tx, application, ['processing'], { status: 'issued', amountMinor, sourceKey, updatedAt: now })
    : issueClaim(tx, {
        merchantId: deposit.merchantId,
        memberId: deposit.memberId,
        promotionId: promotion.id,
        amountMinor,
        sourceKey,
        now,
      }).claim;
  payClaim(tx, claim, promotion.titleEn, now, 'DEPOSIT_BONUS');
};
