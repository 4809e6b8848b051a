import type { TBanner, TWireAnnouncement } from '@site/contracts';
import { firstImageUrl } from './announcement-image.js';

export const toBanner = (announcement: TWireAnnouncement): TBanner => ({
  id: announcement.id,
  title: announcement.title,
  imageUrl: firstImageUrl(announcement.announcementImages),
  url: announcement.url ?? null,
  linkageType: announcement.linkageType ?? null,
});
