import {
  COCKFIGHT_PROVIDERS,
  ESPORTS_PROVIDERS,
  FB_VENDOR,
  GAME_CATEGORIES,
  type TGameCategory,
  type TVendor,
  type TVendorCategory,
  type TWireVendorCard,
  type TWireVendorLane,
  VENDOR_GAME_LIST,
} from '@site/contracts';

/**
 * The vendor menu of docs/product.md §4 from the upstream's lanes (`GCSGAME_newGameVendor`).
 * The upstream lists FB, the e-sports providers and the cockfight providers
 * in its SPORTS lane; they get categories of their own: FB first, COCKFIGHT
 * right after LIVE, ESPORTS last. Every other lane keeps its place.
 */

/** The categories split out of SPORTS, each with the vendor codes that belong there. */
const SPLIT_CATEGORIES: ReadonlyArray<{ category: TGameCategory; vendors: readonly string[] }> = [
  { category: 'FB', vendors: [FB_VENDOR] },
  { category: 'COCKFIGHT', vendors: COCKFIGHT_PROVIDERS },
  { category: 'ESPORTS', vendors: ESPORTS_PROVIDERS },
];
const SPLIT_FROM: TGameCategory = 'SPORTS';

const KNOWN_CATEGORIES = new Set<string>(GAME_CATEGORIES);
const isGameCategory = (value: string): value is TGameCategory => KNOWN_CATEGORIES.has(value);

const codeOf = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();
const present = (...values: Array<string | null | undefined>): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? null;

export const toVendor = (card: TWireVendorCard): TVendor => ({
  vassalage: card.vassalage,
  displayName: card.displayName,
  gameType: card.gameType,
  iconUrl: present(card.smallIcon, card.h5Icon, card.lagerIcon),
  opensGameList: codeOf(card.isGame) === VENDOR_GAME_LIST,
  gameId: card.gameId ?? null,
  nodeId: card.nodeId ?? null,
  isUnderMaintenance: card.maintenance === 1,
});

/** The category a SPORTS card moves to, by its vendor code or its own gameType; null when it stays. */
const splitCategoryOf = (card: TWireVendorCard): TGameCategory | null => {
  const vendor = codeOf(card.vassalage);
  const gameType = codeOf(card.gameType);
  const split = SPLIT_CATEGORIES.find(
    ({ category, vendors }) => vendors.includes(vendor) || gameType === category,
  );
  return split?.category ?? null;
};

const sameCard = (a: TVendor, b: TVendor): boolean =>
  a.vassalage === b.vassalage && a.gameId === b.gameId && a.nodeId === b.nodeId;

type TBucket = { label: string | null; vendors: TVendor[] };

/** Where a category goes in the final order (FB first, COCKFIGHT after LIVE, ESPORTS last). */
const ordered = (buckets: Map<TGameCategory, TBucket>): TGameCategory[] => {
  const placed = new Set<TGameCategory>(['FB', 'COCKFIGHT', 'ESPORTS']);
  const middle = [...buckets.keys()].filter((category) => !placed.has(category));
  const afterLive = middle.indexOf('LIVE') + 1;
  const cockfightAt = afterLive > 0 ? afterLive : middle.length;
  middle.splice(cockfightAt, 0, 'COCKFIGHT');
  return ['FB', ...middle, 'ESPORTS'];
};

export const groupVendorCategories = (lanes: readonly TWireVendorLane[]): TVendorCategory[] => {
  const buckets = new Map<TGameCategory, TBucket>();
  const bucketOf = (category: TGameCategory, label: string | null): TBucket => {
    let bucket = buckets.get(category);
    if (!bucket) {
      bucket = { label, vendors: [] };
      buckets.set(category, bucket);
    }
    bucket.label ??= label;
    return bucket;
  };

  for (const lane of lanes) {
    const category = codeOf(lane.title);
    if (!isGameCategory(category)) continue;
    const own = bucketOf(category, present(lane.name));
    for (const card of lane.cards) {
      const target = category === SPLIT_FROM ? splitCategoryOf(card) : null;
      const bucket = target ? bucketOf(target, null) : own;
      const vendor = toVendor(card);
      // A card the upstream repeats (in SPORTS and in a lane of its own) is listed once.
      if (bucket.vendors.some((known) => sameCard(known, vendor))) continue;
      bucket.vendors.push(vendor);
    }
  }

  return ordered(buckets).flatMap((category) => {
    const bucket = buckets.get(category);
    return bucket && bucket.vendors.length > 0
      ? [{ category, label: bucket.label, vendors: bucket.vendors }]
      : [];
  });
};
