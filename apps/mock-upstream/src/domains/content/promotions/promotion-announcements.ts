import { eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireLayoutPromotionsSchema, ZWirePromoAnnouncementsSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { announcements } from '../../../db/schema.js';
import { endDateOf, localisedText, runningAnnouncements } from '../announcement-service.js';

type TPromotionQuery = { language: string; now: Date };

/** `value` of `PROMOFE_getPromoAnnounceV2`: the running promotions (PR), of one category if asked. */
export const listPromoAnnouncements = (
  db: TExecutor,
  merchantId: number,
  { categoryId, language, now }: TPromotionQuery & { categoryId: number | undefined },
): z.input<typeof ZWirePromoAnnouncementsSchema> =>
  runningAnnouncements(
    db,
    merchantId,
    ['PR'],
    now,
    categoryId === undefined ? undefined : eq(announcements.promotionCategoryId, categoryId),
  ).map((row) => ({
    id: row.id,
    ...localisedText(row, language),
    imageUrl: row.imageUrl,
    categoryId: row.promotionCategoryId,
    startDate: row.startAt.getTime(),
    endDate: endDateOf(row),
  }));

/** `value` of `PROMOFE_feLayoutPromotion`: the running promotions the back office put on the layout, in its order. */
export const listLayoutPromotions = (
  db: TExecutor,
  merchantId: number,
  { language, now }: TPromotionQuery,
): z.input<typeof ZWireLayoutPromotionsSchema> =>
  runningAnnouncements(db, merchantId, ['PR'], now, isNotNull(announcements.layoutSortOrder))
    .sort((a, b) => (a.layoutSortOrder ?? 0) - (b.layoutSortOrder ?? 0))
    .map((row) => ({
      announcementId: row.id,
      title: localisedText(row, language).title,
      imageUrl: row.imageUrl,
      startDate: row.startAt.getTime(),
      endDate: endDateOf(row),
    }));
