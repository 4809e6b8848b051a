import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireFavouriteListSchema } from '@site/contracts';
import { findGameByNode } from '../../core/play/catalogue.js';
import { loadVendorFacts, toWireGame, type TWireGameItem } from '../../core/play/game-items.js';
import type { TExecutor } from '../../db/client.js';
import { favouriteGames, games, recentGames } from '../../db/schema-games.js';
import { WireError } from '../../wire/envelope.js';

/** `GCS_recentGame` answers this many games at most. */
export const RECENT_GAMES_LIMIT = 20;

export const gameNotFound = (nodeId: string) =>
  new WireError(400, 'game_not_found', `No game with node id ${nodeId}`);

/** Newest favourite first; the rowid orders favourites added within one millisecond. */
const newestFirst = [desc(favouriteGames.createdAt), desc(sql`${favouriteGames}.rowid`)];

/** `value` of `MCSFE_getFavoriteGames`: the member's favourite node ids, newest first. */
export const listFavouriteIds = (db: TExecutor, memberId: number): string[] =>
  db
    .select({ nodeId: games.nodeId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(...newestFirst)
    .all()
    .map((row) => row.nodeId);

/** `value` of `MCSFE_getFavoriteGamesList`: a page of the favourites, newest first, of one category when asked. */
export const listFavourites = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  { pageNo, pageSize, gameType }: { pageNo: number; pageSize: number; gameType?: string | undefined },
  language: string,
): z.input<typeof ZWireFavouriteListSchema> => {
  const conditions: SQL[] = [eq(favouriteGames.memberId, memberId)];
  const category = gameType?.trim().toUpperCase();
  if (category) conditions.push(eq(games.gameType, category));
  const where = and(...conditions);
  const totalCount =
    db
      .select({ total: count() })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(where)
      .get()?.total ?? 0;
  const rows = db
    .select({ game: games })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .all();
  const vendors = loadVendorFacts(db, merchantId);
  return {
    content: rows.map(({ game }) => toWireGame(game, language, vendors)),
    pageNum: pageNo,
    totalPages: Math.ceil(totalCount / pageSize),
  };
};

/** Adds a favourite; adding one already there changes nothing. An unknown node is `game_not_found`. */
export const addFavourite = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  nodeId: string,
  now: Date,
): void => {
  const game = findGameByNode(db, merchantId, nodeId);
  if (!game) throw gameNotFound(nodeId);
  db.insert(favouriteGames).values({ memberId, gameId: game.id, createdAt: now }).onConflictDoNothing().run();
};

/** Removes a favourite; removing one that is not there (or an unknown node) changes nothing. */
export const removeFavourite = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  nodeId: string,
): void => {
  const game = findGameByNode(db, merchantId, nodeId);
  if (!game) return;
  db.delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, game.id)))
    .run();
};

/** `value` of `GCS_recentGame`: the member's last launched games, newest first. */
export const listRecentGames = (
  db: TExecutor,
  merchantId: number,
  memberId: number,
  language: string,
): TWireGameItem[] => {
  const rows = db
    .select({ game: games })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.launchedAt), desc(sql`${recentGames}.rowid`))
    .limit(RECENT_GAMES_LIMIT)
    .all();
  const vendors = loadVendorFacts(db, merchantId);
  return rows.map(({ game }) => toWireGame(game, language, vendors));
};
