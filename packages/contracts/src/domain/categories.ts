/** Game categories (docs/product.md §3) and the route maps of section 2. */
export const GAME_CATEGORIES = [
  'HOME',
  'HOT',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'PROMO',
  'DOWN',
  'COCKFIGHT',
  'FB',
  'BINGO',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

export const CATEGORY_ROUTES = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  COCKFIGHT: '/cockfight',
  HOT: '/hot',
  BINGO: '/bingo',
} as const satisfies Partial<Record<TGameCategory, string>>;

/** Reverse map: every category route except HOT and BINGO; /elott serves both lottery codes. */
export const ROUTE_CATEGORIES: Readonly<Record<string, TGameCategory>> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/cockfight': 'COCKFIGHT',
};

/** Categories never shown as menu entries. */
export const MENU_EXCLUDED_CATEGORIES: readonly TGameCategory[] = ['PROMO', 'HOME'];

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type TPrizeMode = (typeof PRIZE_MODES)[number];

export const ESPORTS_PROVIDERS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_PROVIDERS = ['DS88', 'DIG'] as const;

/** Slot secondary filters (gameClassify). BG only when TY is supported. */
export const GAME_CLASSIFIES = ['JP', 'TG', 'AC', 'SC', 'VP', 'BG'] as const;
export type TGameClassify = (typeof GAME_CLASSIFIES)[number];

/** Rebate display rates in percent (docs/product.md §9); PVP has none. */
export const REBATE_RATES: Readonly<Partial<Record<TGameCategory, number>>> = {
  LOTT: 1,
  ELOTT: 1,
  FISH: 1,
  RNG: 1.2,
  LIVE: 0.8,
  SPORTS: 1,
  ESPORTS: 1,
};
