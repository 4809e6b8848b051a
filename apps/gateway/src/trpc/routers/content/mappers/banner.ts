import type { TBanner, TWireAnnouncement } from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';
import { firstImageUrl } from './announcement-image.js';

export const toBanner = (announcement: TWireAnnouncement): TBanner => ({
  id: announcement.id,
  title: announcement.title,
  imageUrl: firstImageUrl(announcement.announcementImages),
  url: httpUrlOrNull(announcement.url),
  linkageType: announcement.linkageType ?? null,
});
