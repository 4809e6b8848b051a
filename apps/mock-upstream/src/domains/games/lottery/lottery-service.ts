import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPrizeMode, ZWireGameMenusSchema, ZWireLotteryGameSchema } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { games, type TGameRow } from '../../../db/schema-games.js';
import { gameRounds } from '../../../db/schema-play.js';
import { LOTTERY_GROUPS } from '../../../db/seed-data/games/vendors.js';
import { gameIconUrl, gameNameIn } from '../game-items.js';

/**
 * The lottery vendors each prize mode shows: LOTT (and ZY, its other payout
 * table) the merchant's own lottery; ELOTT the e-lottery of the /lottery page
 * (docs/product.md §3: LOTT is treated as ELOTT) with the VN draws; SEA the SEA lottery.
 */
export const PRIZE_MODE_VENDORS: Readonly<Record<TPrizeMode, readonly string[]>> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['LOTT', 'TCG_LOTTO_VN'],
  SEA: ['TCG_SEA'],
};

/** How many games `/lgw/games/popular` answers. */
export const POPULAR_LOTTERY_LIMIT = 8;

type TWireLotteryGame = z.input<typeof ZWireLotteryGameSchema>;

/** Clients send `Lott`, `lott`, ...: an unknown prize mode is undefined (every lottery game). */
export const parsePrizeMode = (prizeMode: string | undefined): TPrizeMode | undefined => {
  const mode = prizeMode?.trim().toUpperCase();
  return mode && mode in PRIZE_MODE_VENDORS ? (mode as TPrizeMode) : undefined;
};

const lotteryGames = (db: TExecutor, merchantId: number, prizeMode: TPrizeMode | undefined): TGameRow[] =>
  db
    .select()
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.engine, 'lottery'),
        prizeMode ? inArray(games.vassalage, [...PRIZE_MODE_VENDORS[prizeMode]]) : undefined,
      ),
    )
    .orderBy(asc(games.sortOrder))
    .all();

const toWireLottery = (game: TGameRow, language: string): TWireLotteryGame => ({
  // The lottery lobby's game code is the game's id (lottoGameCode of the launch).
  gameCode: game.gameId,
  gameName: gameNameIn(game, language),
  gameGroupCode: game.lotteryGroupCode ?? game.vassalage,
  vassalage: game.vassalage,
  drawIntervalSeconds: game.drawIntervalSeconds,
  iconUrl: gameIconUrl(game.nodeId),
});

/** `value` of `/lgw/games/game_menus`: the lottery games of the prize mode, grouped by gameGroupCode. */
export const buildGameMenus = (
  db: TExecutor,
  merchantId: number,
  prizeMode: TPrizeMode | undefined,
  language: string,
): z.input<typeof ZWireGameMenusSchema> => {
  const menus: z.input<typeof ZWireGameMenusSchema> = {};
  for (const game of lotteryGames(db, merchantId, prizeMode)) {
    const item = toWireLottery(game, language);
    const group = LOTTERY_GROUPS[item.gameGroupCode];
    const name = (language === 'TY' ? group?.nameTy : group?.nameEn) ?? item.gameGroupCode;
    const entry = (menus[item.gameGroupCode] ??= { name, gameMenus: [] });
    entry.gameMenus?.push(item);
  }
  return menus;
};

/** `value` of `/lgw/games/popular`: the lottery games with the most rounds (then by hot rank and catalogue order). */
export const listPopularLotteries = (
  db: TExecutor,
  merchantId: number,
  prizeMode: TPrizeMode | undefined,
  language: string,
): TWireLotteryGame[] => {
  const candidates = lotteryGames(db, merchantId, prizeMode);
  if (candidates.length === 0) return [];
  const plays = new Map(
    db
      .select({ gameId: gameRounds.gameId, plays: count() })
      .from(gameRounds)
      .where(
        inArray(
          gameRounds.gameId,
          candidates.map((game) => game.id),
        ),
      )
      .groupBy(gameRounds.gameId)
      .all()
      .map((row) => [row.gameId, row.plays]),
  );
  const hotOrder = (game: TGameRow) => game.hotRank ?? Number.MAX_SAFE_INTEGER;
  return [...candidates]
    .sort(
      (left, right) =>
        (plays.get(right.id) ?? 0) - (plays.get(left.id) ?? 0) ||
        hotOrder(left) - hotOrder(right) ||
        left.sortOrder - right.sortOrder,
    )
    .slice(0, POPULAR_LOTTERY_LIMIT)
    .map((game) => toWireLottery(game, language));
};
