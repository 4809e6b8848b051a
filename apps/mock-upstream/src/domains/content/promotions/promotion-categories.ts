import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWirePromotionCategoriesSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { promotionCategories } from '../../../db/schema-content.js';

/** `value` of `PROMOFE_getPromotionAnnouncementCategory`: the merchant's categories in display order. */
export const listPromotionCategories = (
  db: TExecutor,
  merchantId: number,
  language: string,
): z.input<typeof ZWirePromotionCategoriesSchema> =>
  db
    .select()
    .from(promotionCategories)
    .where(eq(promotionCategories.merchantId, merchantId))
    .orderBy(asc(promotionCategories.sortOrder), asc(promotionCategories.id))
    .all()
    .map((row) => ({
      categoryId: row.id,
      title: language === 'TY' ? row.titleTy : row.titleEn,
      sortOrder: row.sortOrder,
    }));
