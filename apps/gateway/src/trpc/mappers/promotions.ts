import type { TPromotion, TWireAnnouncement } from '@site/contracts';

/** The picture of the first image entry (by `sequence`) that has one. */
const firstImageUrl = (images: TWireAnnouncement['announcementImages']): string | null => {
  const ordered = [...images].sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity));
  for (const image of ordered) {
    const url = image.url ?? image.imageUrl;
    if (url) return url;
  }
  return null;
};

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
