import type { TGame, TVendor, TVendorCategory } from '@site/contracts/api';

/** A catalogue game like the gateway answers (a slot with a free trial unless overridden). */
export const game = (overrides: Partial<TGame> = {}): TGame => ({
  nodeId: 'n-1001',
  gameId: 'g-1001',
  vassalage: 'PG',
  gameType: 'RNG',
  name: 'Lucky Dragon',
  displayName: 'PG Soft',
  iconUrl: '/static/cdn/TCG_PROD_IMAGES/GAME_ICON/n-1001.svg',
  gameClassify: 'JP',
  supportsTrial: true,
  isNew: false,
  isUnderMaintenance: false,
  ...overrides,
});

/** `count` distinct games named "<prefix> 1", "<prefix> 2", ... */
export const games = (count: number, prefix = 'Game', overrides: Partial<TGame> = {}): TGame[] =>
  Array.from({ length: count }, (_, index) =>
    game({
      nodeId: `${prefix}-n${index + 1}`,
      gameId: `${prefix}-g${index + 1}`,
      name: `${prefix} ${index + 1}`,
      ...overrides,
    }),
  );

export const vendor = (overrides: Partial<TVendor> = {}): TVendor => ({
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  iconUrl: null,
  opensGameList: false,
  gameId: null,
  nodeId: null,
  isUnderMaintenance: false,
  ...overrides,
});

export const vendorCategory = (
  category: TVendorCategory['category'],
  vendors: TVendor[],
  label: string | null = null,
): TVendorCategory => ({ category, label, vendors });

/** The page answer of `games.list`. */
export const gamePage = (list: TGame[], totalPages = 1, pageNo = 1) => ({
  games: list,
  pageNo,
  totalPages,
  totalCount: list.length,
});
