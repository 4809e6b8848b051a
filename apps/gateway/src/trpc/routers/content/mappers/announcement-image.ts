import type { TWireAnnouncement } from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';

/** The picture of the first image entry (by `sequence`) that has an http(s) one. */
export const firstImageUrl = (images: TWireAnnouncement['announcementImages']): string | null => {
  const ordered = [...images].sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity));
  for (const image of ordered) {
    const url = httpUrlOrNull(image.url ?? image.imageUrl);
    if (url) return url;
  }
  return null;
};
