import type { TGame, TVendor } from '@site/contracts/api';
import {
  FB_VENDOR,
  GAME_LIST_CENTRE_TYPES,
  LOTTERY_SEA_VENDOR,
  LOTTERY_TYPES,
  LOTTERY_VN_VENDOR,
  type TGameCategory,
} from '@site/contracts/domain';
import { LOTTERY_ROUTES } from '../../shared-games/lottery-prize-mode';
import { categoryRoute, FB_SPORTS_ROUTE } from './navigation';

/** Who asks: games start for real accounts only (docs/product.md §2 and §6). */
export type TAccountKind = 'guest' | 'trial' | 'real';

/** What a click on a vendor tile or a game's "start now" leads to. */
export type TLaunchTarget = { kind: 'vendor'; vendor: TVendor } | { kind: 'game'; game: TGame };

export type TStartGame = { nodeId: string; gameId: string; vassalage: string; name: string };

export type TLaunchAction =
  | { type: 'login' }
  | { type: 'needRealAccount' }
  | { type: 'navigate'; to: string }
  | { type: 'vendorGameList'; vendor: TVendor }
  | { type: 'start'; game: TStartGame };

const withGameCode = (route: string, gameCode: string | null): string =>
  gameCode ? `${route}?${new URLSearchParams({ gameCode }).toString()}` : route;

const isCategory = (value: string, list: readonly TGameCategory[]): boolean =>
  (list as readonly string[]).includes(value);

/** The account kind from the session: no member is a guest, a trial member is trial. */
export const accountKindOf = (member: { isTrial: boolean } | null): TAccountKind =>
  member === null ? 'guest' : member.isTrial ? 'trial' : 'real';

/** The lottery route of a vendor or game type, if it has one. */
const lotteryRoute = (vassalage: string, gameType: string, gameCode: string | null): string | null => {
  if (vassalage === LOTTERY_VN_VENDOR) return withGameCode(LOTTERY_ROUTES.vn, gameCode);
  if (vassalage === LOTTERY_SEA_VENDOR) return withGameCode(LOTTERY_ROUTES.sea, gameCode);
  if (isCategory(gameType, LOTTERY_TYPES)) return withGameCode(LOTTERY_ROUTES.lottery, gameCode);
  return null;
};

/**
 * Launch routing of docs/product.md §2. A vendor of a game-list centre type only
 * opens its category page (browsing is open to everyone); everything else
 * starts or leads to a game, so it needs a real account first. Then: lottery
 * vendors and types to their lottery routes with the game code, FB to
 * /fbSports, VASSALAGE vendors to their game-list popup, and anything else
 * starts in place.
 */
export const resolveLaunch = (target: TLaunchTarget, account: TAccountKind): TLaunchAction => {
  if (target.kind === 'vendor' && isCategory(target.vendor.gameType, GAME_LIST_CENTRE_TYPES)) {
    const route = categoryRoute(target.vendor.gameType as TGameCategory);
    if (route) {
      return {
        type: 'navigate',
        to: `${route}?${new URLSearchParams({ vassalage: target.vendor.vassalage })}`,
      };
    }
  }
  if (account === 'guest') return { type: 'login' };
  if (account === 'trial') return { type: 'needRealAccount' };

  const { vassalage, gameType } = target.kind === 'vendor' ? target.vendor : target.game;
  const gameCode = target.kind === 'vendor' ? target.vendor.gameId : target.game.gameId;
  const lottery = lotteryRoute(vassalage, gameType, gameCode);
  if (lottery) return { type: 'navigate', to: lottery };
  if (vassalage === FB_VENDOR) return { type: 'navigate', to: FB_SPORTS_ROUTE };

  if (target.kind === 'game') {
    const { game } = target;
    return { type: 'start', game: { nodeId: game.nodeId, gameId: game.gameId, vassalage, name: game.name } };
  }
  const { vendor } = target;
  if (vendor.opensGameList || !vendor.gameId || !vendor.nodeId) return { type: 'vendorGameList', vendor };
  return {
    type: 'start',
    game: { nodeId: vendor.nodeId, gameId: vendor.gameId, vassalage, name: vendor.displayName },
  };
};
