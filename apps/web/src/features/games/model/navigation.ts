import type { TVendor, TVendorCategory } from '@site/contracts/api';
import {
  CATEGORY_ROUTES,
  FB_VENDOR,
  LIMITS,
  LOTTERY_SEA_VENDOR,
  MENU_EXCLUDED_CATEGORIES,
  type TGameCategory,
} from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** How a menu entry names itself: a translation key, or a name from the vendor data. */
export type TNavLabel = { kind: 'key'; key: TMessageKey } | { kind: 'text'; text: string };

/** What clicking an entry does: follow a route, or start a vendor (the e-lottery entry). */
export type TNavTarget = { kind: 'route'; to: string } | { kind: 'vendor'; vendor: TVendor };

export type TNavEntry = {
  id: string;
  label: TNavLabel;
  target: TNavTarget;
  category: TGameCategory | null;
  /** The drop-down's vendor tiles: the first few vendors of the category. */
  vendors: readonly TVendor[];
  /** A "more" tile after the vendors, leading to the category's page. */
  hasMore: boolean;
};

const CATEGORY_LABEL_KEYS: Readonly<Record<TGameCategory, TMessageKey>> = {
  HOME: tk('nav.home'),
  HOT: tk('nav.hot_games'),
  ELOTT: tk('games.category.elott'),
  LOTT: tk('games.category.lott'),
  LIVE: tk('games.category.live'),
  SPORTS: tk('games.category.sports'),
  FISH: tk('games.category.fish'),
  RNG: tk('games.category.rng'),
  PVP: tk('games.category.pvp'),
  ESPORTS: tk('games.category.esports'),
  PROMO: tk('nav.promotions'),
  DOWN: tk('games.category.down'),
  COCKFIGHT: tk('games.category.cockfight'),
  FB: tk('games.category.fb'),
  BINGO: tk('games.category.bingo'),
};

/** The translated fallback name of a category (used when the vendor data has no label). */
export const categoryLabelKey = (category: TGameCategory): TMessageKey => CATEGORY_LABEL_KEYS[category];

export const FB_SPORTS_ROUTE = '/fbSports';
const HOME_ROUTE = '/';
const PROMOTIONS_ROUTE = '/promotions';

/** The category's page: its CATEGORY_ROUTES entry, FB's sports page, or none. */
export const categoryRoute = (category: TGameCategory): string | null => {
  if (category === 'FB') return FB_SPORTS_ROUTE;
  return (CATEGORY_ROUTES as Partial<Record<TGameCategory, string>>)[category] ?? null;
};

/** Bingo goes right after e-sports, or first when there is no e-sports entry (docs/product.md §2). */
export const placeBingo = (categories: readonly TVendorCategory[]): TVendorCategory[] => {
  const bingo = categories.find((entry) => entry.category === 'BINGO');
  const rest = categories.filter((entry) => entry.category !== 'BINGO');
  if (!bingo) return rest;
  const esportsIndex = rest.findIndex((entry) => entry.category === 'ESPORTS');
  if (esportsIndex === -1) return [bingo, ...rest];
  return [...rest.slice(0, esportsIndex + 1), bingo, ...rest.slice(esportsIndex + 1)];
};

/** A category's name: the hot-games label, its own label, or its first vendor's name. */
export const categoryName = (entry: TVendorCategory): TNavLabel => {
  if (entry.category === 'HOT') return { kind: 'key', key: 'nav.hot_games' };
  if (entry.label) return { kind: 'text', text: entry.label };
  const first = entry.vendors[0];
  return first
    ? { kind: 'text', text: first.displayName }
    : { kind: 'key', key: categoryLabelKey(entry.category) };
};

const targetOf = (entry: TVendorCategory, route: string): TNavTarget => {
  if (entry.category === 'ELOTT') {
    const sea = entry.vendors.find((vendor) => vendor.vassalage === LOTTERY_SEA_VENDOR);
    if (sea) return { kind: 'vendor', vendor: sea };
  }
  if (entry.category === 'FB') return { kind: 'route', to: FB_SPORTS_ROUTE };
  return { kind: 'route', to: route };
};

/**
 * The main menu from the vendor answer (docs/product.md §2): home, one entry per
 * category with at least one vendor, then promotions.
 */
export const buildNavigation = (
  categories: readonly TVendorCategory[],
  dropdownSize: number = LIMITS.headerVendorDropdown,
): TNavEntry[] => {
  const gameEntries = placeBingo(categories)
    .filter((entry) => !MENU_EXCLUDED_CATEGORIES.includes(entry.category) && entry.vendors.length > 0)
    .flatMap((entry): TNavEntry[] => {
      const route = categoryRoute(entry.category);
      if (!route) return [];
      return [
        {
          id: entry.category,
          label: categoryName(entry),
          target: targetOf(entry, route),
          category: entry.category,
          vendors: entry.vendors.slice(0, dropdownSize),
          hasMore: entry.vendors.length >= dropdownSize,
        },
      ];
    });
  return [
    {
      id: 'HOME',
      label: { kind: 'key', key: 'nav.home' },
      target: { kind: 'route', to: HOME_ROUTE },
      category: null,
      vendors: [],
      hasMore: false,
    },
    ...gameEntries,
    {
      id: 'PROMO',
      label: { kind: 'key', key: 'nav.promotions' },
      target: { kind: 'route', to: PROMOTIONS_ROUTE },
      category: null,
      vendors: [],
      hasMore: false,
    },
  ];
};

/** True for the FB vendor, whose tile leads to the FB sports page. */
export const isFbVendor = (vendor: Pick<TVendor, 'vassalage'>): boolean => vendor.vassalage === FB_VENDOR;
