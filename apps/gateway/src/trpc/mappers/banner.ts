import type { TBanner, TWireAnnouncement } from '@site/contracts';
import { firstImageUrl } from './announcement-image.js';
import { httpUrlOrNull } from './http-url.js';

export const toBanner = (announcement: TWireAnnouncement): TBanner => ({
  id: announcement.id,
  title: announcement.title,
  imageUrl: firstImageUrl(announcement.announcementImages),
  url: httpUrlOrNull(announcement.url),
  linkageType: announcement.linkageType ?? null,
});
