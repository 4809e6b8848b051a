import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireWinnerListSchema } from '@site/contracts';
import { gameIconUrl, gameNameIn } from '../../core/play/game-items.js';
import type { TExecutor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { games } from '../../db/schema-games.js';
import { gameRounds } from '../../db/schema-play.js';

/** The board shows 20 rows at most (docs/product.md §9). */
export const WINNER_BOARD_LIMIT = 20;
/** `gameCategory` asking for every category. */
export const ALL_CATEGORIES = 'ALL';

/**
 * `de***er`: the first two and last two characters of the username; short
 * names keep only their first character.
 */
export const maskCustomerName = (username: string): string => {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
};

/**
 * `value` of `GCSGAME_getRankList` / `ODSFE2_getWinnerBoard`: the biggest
 * settled real-money wins (never trial rounds), newest first among equal
 * amounts, with masked customer names.
 */
export const listWinners = (
  db: TExecutor,
  merchantId: number,
  { gameCategory, limit, language }: { gameCategory: string; limit: number; language: string },
): z.input<typeof ZWireWinnerListSchema> => {
  const conditions: SQL[] = [
    eq(gameRounds.merchantId, merchantId),
    eq(gameRounds.status, 'settled'),
    eq(gameRounds.isTrial, false),
    gt(gameRounds.winMinor, 0),
  ];
  const category = gameCategory.trim().toUpperCase();
  if (category && category !== ALL_CATEGORIES) conditions.push(eq(games.gameType, category));
  const rows = db
    .select({ round: gameRounds, game: games, username: members.username })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .where(and(...conditions))
    .orderBy(desc(gameRounds.winMinor), desc(gameRounds.settledAt), desc(gameRounds.id))
    .limit(Math.min(Math.max(limit, 1), WINNER_BOARD_LIMIT))
    .all();
  return {
    list: rows.map(({ round, game, username }) => ({
      vo: {
        customerName: maskCustomerName(username),
        winAmount: toMajorUnits(round.winMinor),
        gameName: gameNameIn(game, language),
        nodeId: game.nodeId,
        gameId: game.gameId,
        vassalage: game.vassalage,
        // Some upstream sites name the vendor code `vendor`, others `vassalage`.
        vendor: game.vassalage,
        gameType: game.gameType,
        iconUrl: gameIconUrl(game.nodeId),
      },
    })),
  };
};
