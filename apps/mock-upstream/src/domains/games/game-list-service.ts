import { and, asc, count, eq, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toMinorUnits, type ZWireGameListSchema } from '@site/contracts';
import { loadVendorFacts, toWireGame, type TWireGameItem } from '../../core/play/game-items.js';
import type { TExecutor } from '../../db/client.js';
import { games } from '../../db/schema-games.js';

/** The hot list is a category of its own on the wire: the games with a hot rank. */
export const HOT_GAME_TYPE = 'HOT';

export type TGameListFilter = {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** Case-insensitive part of the English or Tagalog name. */
  gameName?: string | undefined;
  /** 1: new games only. */
  isNew?: number | undefined;
  /** Major units: games whose minimum bet is at most this (playable with that stake). */
  minBet?: number | undefined;
  /** Games with at least this many lines. */
  minLineNum?: number | undefined;
};

/** Filters are combined with AND; empty strings mean "any", as the clients send them. */
const conditionsOf = (merchantId: number, filter: TGameListFilter): SQL[] => {
  const conditions: SQL[] = [eq(games.merchantId, merchantId)];
  const gameType = filter.gameType?.trim().toUpperCase();
  if (gameType === HOT_GAME_TYPE) conditions.push(isNotNull(games.hotRank));
  else if (gameType) conditions.push(eq(games.gameType, gameType));
  const vassalage = filter.vassalage?.trim();
  if (vassalage) conditions.push(eq(games.vassalage, vassalage));
  const classify = filter.gameClassify?.trim().toUpperCase();
  if (classify) conditions.push(eq(games.gameClassify, classify));
  const name = filter.gameName?.trim().toLowerCase();
  if (name) {
    const byName = or(
      sql`instr(lower(${games.gameName}), ${name}) > 0`,
      sql`instr(lower(coalesce(${games.gameNameTy}, '')), ${name}) > 0`,
    );
    if (byName) conditions.push(byName);
  }
  if (filter.isNew === 1) conditions.push(eq(games.isNew, true));
  if (filter.minBet !== undefined && filter.minBet > 0) {
    conditions.push(lte(games.minBetMinor, toMinorUnits(filter.minBet)));
  }
  if (filter.minLineNum !== undefined && filter.minLineNum > 0) {
    conditions.push(gte(games.lineNum, filter.minLineNum));
  }
  return conditions;
};

/** HOT lists by hot rank; everything else in catalogue order. */
const orderOf = (filter: TGameListFilter) =>
  filter.gameType?.trim().toUpperCase() === HOT_GAME_TYPE
    ? [asc(games.hotRank), asc(games.id)]
    : [asc(games.sortOrder), asc(games.id)];

/** `value` of `GCSGAME_gameList`: one page of the filtered games with the totals. */
export const listGames = (
  db: TExecutor,
  merchantId: number,
  filter: TGameListFilter,
  page: { pageNo: number; pageSize: number },
  language: string,
): z.input<typeof ZWireGameListSchema> => {
  const where = and(...conditionsOf(merchantId, filter));
  const totalCount = db.select({ total: count() }).from(games).where(where).get()?.total ?? 0;
  const rows = db
    .select()
    .from(games)
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .all();
  const vendors = loadVendorFacts(db, merchantId);
  return {
    games: rows.map((game) => toWireGame(game, language, vendors)),
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
  };
};

/** `value.list` of `GCSGAME_hotGamesV2`: the hot games by rank, of one vendor when asked. */
export const listHotGames = (
  db: TExecutor,
  merchantId: number,
  vassalage: string | undefined,
  language: string,
): TWireGameItem[] => {
  const conditions = conditionsOf(merchantId, { gameType: HOT_GAME_TYPE, vassalage });
  const rows = db
    .select()
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.hotRank))
    .all();
  const vendors = loadVendorFacts(db, merchantId);
  return rows.map((game) => toWireGame(game, language, vendors));
};
