import type { z } from 'zod';
import type {
  TLayoutPromotion,
  TPromotionAnnouncement,
  ZWireLayoutPromotionsSchema,
  ZWirePromoAnnouncementsSchema,
} from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';
import { sanitizePromotionHtml } from '../../../mappers/promotion-html.js';

/** A promotion announcement (PROMOFE_getPromoAnnounceV2): its HTML and picture made safe. */
export const toPromotionAnnouncement = (
  wire: z.output<typeof ZWirePromoAnnouncementsSchema>[number],
): TPromotionAnnouncement => ({
  id: wire.id,
  title: wire.title,
  imageUrl: httpUrlOrNull(wire.imageUrl),
  contentHtml: sanitizePromotionHtml(wire.content),
  categoryId: wire.categoryId ?? null,
  startDate: wire.startDate,
  endDate: wire.endDate ?? null,
});

/** A promotion of the layout (PROMOFE_feLayoutPromotion), named by its announcement's id. */
export const toLayoutPromotion = (
  wire: z.output<typeof ZWireLayoutPromotionsSchema>[number],
): TLayoutPromotion => ({
  id: wire.announcementId,
  title: wire.title,
  imageUrl: httpUrlOrNull(wire.imageUrl),
  startDate: wire.startDate,
  endDate: wire.endDate ?? null,
});
