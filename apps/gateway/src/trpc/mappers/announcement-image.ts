import type { TWireAnnouncement } from '@site/contracts';

/** The picture of the first image entry (by `sequence`) that has one. */
export const firstImageUrl = (images: TWireAnnouncement['announcementImages']): string | null => {
  const ordered = [...images].sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity));
  for (const image of ordered) {
    const url = image.url ?? image.imageUrl;
    if (url) return url;
  }
  return null;
};
