import type { TTransaction } from '../../db/client.js';
import { promotionCategories } from '../../db/schema-content.js';

/** The categories of promotion announcements, in EN and TY (Tagalog), in display order. */
const SEED_PROMOTION_CATEGORIES = [
  { code: 'NEW_MEMBER', titleEn: 'New members', titleTy: 'Bagong miyembro' },
  { code: 'DEPOSIT', titleEn: 'Deposits & cashback', titleTy: 'Deposito at cashback' },
  { code: 'EVENT', titleEn: 'Events', titleTy: 'Mga event' },
  { code: 'VIP', titleEn: 'VIP & friends', titleTy: 'VIP at mga kaibigan' },
] as const;

export type TPromotionCategoryCode = (typeof SEED_PROMOTION_CATEGORIES)[number]['code'];

/** Inserts the categories; answers each one's id by code, for the promotions that name it. */
export const insertPromotionCategories = (
  tx: TTransaction,
  merchantId: number,
): Map<TPromotionCategoryCode, number> => {
  const rows = tx
    .insert(promotionCategories)
    .values(
      SEED_PROMOTION_CATEGORIES.map((category, index) => ({ ...category, merchantId, sortOrder: index + 1 })),
    )
    .returning()
    .all();
  return new Map(rows.map((row) => [row.code as TPromotionCategoryCode, row.id]));
};
