import type { TPromotion, TWireAnnouncement } from '@site/contracts';
import { firstImageUrl } from './announcement-image.js';

export const toPromotion = (announcement: TWireAnnouncement): TPromotion => ({
  id: announcement.id,
  title: announcement.title,
  contentHtml: announcement.content,
  imageUrl: firstImageUrl(announcement.announcementImages),
  promotionType: announcement.promotionType ?? null,
  startDate: announcement.startDate ?? null,
  endDate: announcement.endDate ?? null,
  noExpiry: announcement.noExpiry ?? false,
});
