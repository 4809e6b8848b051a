import type { TGameCategory } from './categories.js';

/** A vendor card whose `isGame` is this opens the vendor's game list in a popup (docs/product.md §2). */
export const VENDOR_GAME_LIST = 'VASSALAGE';
/** Any other `isGame` value: the card is one game and starts in place. */
export const VENDOR_SINGLE_GAME = 'GAME';

/** Vendors with their own routes (docs/product.md §2, launch routing). */
export const LOTTERY_VN_VENDOR = 'TCG_LOTTO_VN';
export const LOTTERY_SEA_VENDOR = 'TCG_SEA';
export const FB_VENDOR = 'FB';

/**
 * The game types whose vendors open the game-list centre page (category page
 * with `?vassalage=`) instead of starting a game: the product's (docs/product.md) configurable
 * "category-centre list".
 */
export const GAME_LIST_CENTRE_TYPES: readonly TGameCategory[] = ['HOT', 'RNG', 'FISH', 'PVP', 'BINGO'];

/** Game centre pages: a page of big vendor cards, each starting its game. */
export const GAME_CENTRE_TYPES: readonly TGameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Lottery game types go to /lottery with the game code (LOTT is treated as ELOTT). */
export const LOTTERY_TYPES: readonly TGameCategory[] = ['LOTT', 'ELOTT'];

/** Launch modes of `/wps/game/launchGame`; a launch without one fails with `#727`. */
export const LAUNCH_MODES = ['GLS', 'LOTT', 'SEA_Tradition_Mobile'] as const;
export type TLaunchMode = (typeof LAUNCH_MODES)[number];

/** The engines the mock's playable games run on; each catalogue game names one. */
export const GAME_ENGINES = [
  'slot',
  'fish',
  'baccarat',
  'sportsbook',
  'cockfight',
  'bingo',
  'poker',
  'lottery',
] as const;
export type TGameEngine = (typeof GAME_ENGINES)[number];

/** Session-storage keys of docs/product.md (section 3) for the cached game data. */
export const GAME_CACHE_KEYS = { hotGames: 'HOT_GAMES', winners: 'WINNERS', vendors: 'gameVendor' } as const;
