import type { TGameListInput } from '@site/contracts/api';
import { GAME_CLASSIFIES, LIMITS, type TGameCategory, type TGameClassify } from '@site/contracts/domain';

/** The side menu's views besides "all" and the vendors. */
export type TLobbyView = 'all' | 'vendor' | 'favourites' | 'recent';

/** What the lobby's URL says (`?vassalage=`, `?view=`, `?classify=`, `?q=`, `?page=`). */
export type TLobbyState = {
  view: TLobbyView;
  vassalage: string | null;
  classify: TGameClassify | null;
  search: string;
  page: number;
};

export const LOBBY_PARAMS = {
  vassalage: 'vassalage',
  view: 'view',
  classify: 'classify',
  search: 'q',
  page: 'page',
} as const;

const isClassify = (value: string | null): value is TGameClassify =>
  value !== null && (GAME_CLASSIFIES as readonly string[]).includes(value);

export const parseLobbyState = (params: URLSearchParams): TLobbyState => {
  const vassalage = params.get(LOBBY_PARAMS.vassalage);
  const view = params.get(LOBBY_PARAMS.view);
  const classify = params.get(LOBBY_PARAMS.classify);
  const page = Number.parseInt(params.get(LOBBY_PARAMS.page) ?? '1', 10);
  return {
    view: view === 'favourites' || view === 'recent' ? view : vassalage ? 'vendor' : 'all',
    vassalage: vassalage || null,
    classify: isClassify(classify) ? classify : null,
    search: params.get(LOBBY_PARAMS.search) ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
};

/** The `games.list` input of the lobby: the page's category, the vendor, the slot filter, the search, page of 42. */
export const lobbyListInput = (
  category: TGameCategory,
  state: TLobbyState,
  allowedClassifies: readonly TGameClassify[],
): TGameListInput => {
  const input: TGameListInput = { gameType: category, pageNo: state.page, pageSize: LIMITS.lobbyPageSize };
  if (state.view === 'vendor' && state.vassalage) input.vassalage = state.vassalage;
  if (state.classify && allowedClassifies.includes(state.classify)) input.gameClassify = state.classify;
  const search = state.search.trim();
  if (search) input.gameName = search;
  return input;
};
