/** A page number, or a gap (…) between the window and the pinned first and last pages. */
export type TPageItem = number | 'gap';

/**
 * The page numbers to show: a window of `range` pages around the current one,
 * plus `margin` pages pinned at each end, with gaps between (docs/product.md §9:
 * range 5, margin 1). Pages are 1-based.
 */
export const pageWindow = (current: number, total: number, range: number, margin: number): TPageItem[] => {
  if (total <= range + margin * 2) return Array.from({ length: total }, (_, index) => index + 1);
  const half = Math.floor(range / 2);
  const start = Math.max(margin + 1, Math.min(current - half, total - margin - range + 1));
  const end = Math.min(total - margin, start + range - 1);
  const items: TPageItem[] = [];
  for (let page = 1; page <= margin; page += 1) items.push(page);
  if (start > margin + 1) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - margin) items.push('gap');
  for (let page = total - margin + 1; page <= total; page += 1) items.push(page);
  return items;
};
