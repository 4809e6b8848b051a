import type { TPopup, TWireAnnouncement } from '@site/contracts';
import { firstImageUrl } from './announcement-image.js';

export const toPopup = (announcement: TWireAnnouncement): TPopup => ({
  id: announcement.id,
  title: announcement.title,
  contentHtml: announcement.content,
  imageUrl: firstImageUrl(announcement.announcementImages),
  promotionType: announcement.promotionType ?? null,
  startDate: announcement.startDate ?? null,
  isRead: announcement.isRead ?? false,
});
