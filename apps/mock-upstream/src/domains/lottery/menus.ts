import { count, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOTTERY_VN_VENDOR,
  type TLotteryRegion,
  type TPrizeMode,
  type TWireLotteryGame,
  type ZWireGameMenusSchema,
} from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TGameRow } from '../../db/schema-games.js';
import { lotteryOrders } from '../../db/schema-lottery.js';
import { lotteryGamesOf, PRIZE_MODE_VENDORS } from './games.js';
import { toWireGame } from './wire-views.js';

type TGameMenus = z.input<typeof ZWireGameMenusSchema>;

/** How many games the popular and recent lists answer. */
export const LOTTERY_LIST_LIMIT = 8;

/** Lottery groups (`gameGroupCode`) with their names per language (a group the
 * seed's games name but this list lacks shows its code). */
export const LOTTERY_GROUPS: Readonly<Record<string, { nameEn: string; nameTy: string }>> = {
  FAST: { nameEn: 'Fast Lottery', nameTy: 'Mabilis na Loterya' },
  VN_NORTH: { nameEn: 'Northern Lottery', nameTy: 'Loterya ng Hilaga' },
  VN_CENTRAL: { nameEn: 'Central Lottery', nameTy: 'Loterya ng Gitna' },
  VN_SOUTH: { nameEn: 'Southern Lottery', nameTy: 'Loterya ng Timog' },
  VN_FAST: { nameEn: 'VN Fast Draws', nameTy: 'Mabilis na Bola ng VN' },
  SEA_4D: { nameEn: '4D Lottery', nameTy: '4D Loterya' },
  SEA_FAST: { nameEn: 'SEA Fast Draws', nameTy: 'Mabilis na Bola ng SEA' },
};

/** The VN menus' regions in the order the lobby shows them, with their names. */
export const REGION_NAMES: Readonly<Record<TLotteryRegion, { EN: string; TY: string }>> = {
  NORTH: { EN: 'Northern Lottery', TY: 'Loterya ng Hilaga' },
  CENTRAL: { EN: 'Central Lottery', TY: 'Loterya ng Gitna' },
  SOUTH: { EN: 'Southern Lottery', TY: 'Loterya ng Timog' },
  FAST: { EN: 'Fast Draws', TY: 'Mabilis na Bola' },
};

/** A menu group's name in the language (its code when LOTTERY_GROUPS names none). */
export const groupNameOf = (groupCode: string, language: string): string => {
  const group = LOTTERY_GROUPS[groupCode];
  return (language === 'TY' ? group?.nameTy : group?.nameEn) ?? groupCode;
};

/** `value` of `/lgw/games/game_menus?prizeMode`: the prize mode's games grouped by gameGroupCode. */
export const gameMenus = (
  db: TExecutor,
  merchantId: number,
  prizeMode: TPrizeMode | undefined,
  language: string,
): TGameMenus => {
  const menus: TGameMenus = {};
  for (const lotteryGame of lotteryGamesOf(db, merchantId, prizeMode)) {
    const item = toWireGame(lotteryGame, language);
    const entry = (menus[item.gameGroupCode] ??= {
      name: groupNameOf(item.gameGroupCode, language),
      gameMenus: [],
    });
    entry.gameMenus?.push(item);
  }
  return menus;
};

/**
 * `value` of `/lgw/vn/games/game_menu?prizeMode&device`: the VN games
 * (TCG_LOTTO_VN) by region, only when the prize mode shows them (ELOTT).
 */
export const vnGameMenu = (
  db: TExecutor,
  merchantId: number,
  prizeMode: TPrizeMode | undefined,
  language: string,
): TGameMenus => {
  if (prizeMode && !PRIZE_MODE_VENDORS[prizeMode].includes(LOTTERY_VN_VENDOR)) return {};
  const vnGames = lotteryGamesOf(db, merchantId, prizeMode).filter(
    ({ game, schedule }) => game.vassalage === LOTTERY_VN_VENDOR && schedule.region,
  );
  const menus: TGameMenus = {};
  for (const region of Object.keys(REGION_NAMES) as TLotteryRegion[]) {
    const inRegion = vnGames.filter(({ schedule }) => schedule.region === region);
    if (inRegion.length === 0) continue;
    menus[region] = {
      name: language === 'TY' ? REGION_NAMES[region].TY : REGION_NAMES[region].EN,
      gameMenus: inRegion.map((lotteryGame) => toWireGame(lotteryGame, language)),
    };
  }
  return menus;
};

const orderCounts = (db: TExecutor, gameIds: number[]) =>
  new Map(
    db
      .select({ gameId: lotteryOrders.gameId, orders: count() })
      .from(lotteryOrders)
      .where(inArray(lotteryOrders.gameId, gameIds))
      .groupBy(lotteryOrders.gameId)
      .all()
      .map((row) => [row.gameId, row.orders]),
  );

/** `value` of `/lgw/games/popular?prizeMode`: the most ordered games (then hot rank, catalogue order). */
export const popularGames = (
  db: TExecutor,
  merchantId: number,
  prizeMode: TPrizeMode | undefined,
  language: string,
): TWireLotteryGame[] => {
  const candidates = lotteryGamesOf(db, merchantId, prizeMode);
  if (candidates.length === 0) return [];
  const orders = orderCounts(
    db,
    candidates.map(({ game }) => game.id),
  );
  const hotOrder = (game: TGameRow) => game.hotRank ?? Number.MAX_SAFE_INTEGER;
  return [...candidates]
    .sort(
      ({ game: left }, { game: right }) =>
        (orders.get(right.id) ?? 0) - (orders.get(left.id) ?? 0) ||
        hotOrder(left) - hotOrder(right) ||
        left.sortOrder - right.sortOrder,
    )
    .slice(0, LOTTERY_LIST_LIMIT)
    .map((lotteryGame) => toWireGame(lotteryGame, language));
};

/**
 * `value` of the recent calls: the games of the member's latest orders
 * (distinct, newest first) among the prize mode's (VN games only for the VN lobby).
 */
export const recentGames = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  query: { prizeMode: TPrizeMode | undefined; language: string; isVnOnly: boolean },
): TWireLotteryGame[] => {
  const offered = new Map(
    lotteryGamesOf(db, merchantId, query.prizeMode)
      .filter(({ game }) => !query.isVnOnly || game.vassalage === LOTTERY_VN_VENDOR)
      .map((entry) => [entry.game.id, entry]),
  );
  const newest = db
    .select({ gameId: lotteryOrders.gameId })
    .from(lotteryOrders)
    .where(eq(lotteryOrders.memberId, memberId))
    .groupBy(lotteryOrders.gameId)
    .orderBy(desc(max(lotteryOrders.id)))
    .all();
  return newest
    .flatMap(({ gameId }) => {
      const entry = offered.get(gameId);
      return entry ? [toWireGame(entry, query.language)] : [];
    })
    .slice(0, LOTTERY_LIST_LIMIT);
};
