import { and, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { games, gameVendors, recentGames, type TGameRow, type TGameVendor } from '../../db/schema-games.js';

/**
 * Catalogue helpers shared by the mock's game code (relays here, launches in
 * `src/games/`). They read and write through the caller's executor, so they
 * work inside a transaction too.
 */

/** The game with this node id in the merchant's catalogue, or undefined. */
export const findGameByNode = (db: TExecutor, merchantId: number, nodeId: string): TGameRow | undefined =>
  db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
    .get();

/** The game with this catalogue row id (games.id), or undefined. */
export const findGameById = (db: TExecutor, gameId: number): TGameRow | undefined =>
  db.select().from(games).where(eq(games.id, gameId)).get();

/**
 * The vendor card of the game's vassalage in its own lane (not the HOT
 * lane's copy; the maintenance flag agrees between a vendor's cards), or undefined.
 */
export const findVendorOfGame = (db: TExecutor, game: TGameRow): TGameVendor | undefined =>
  db
    .select()
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, game.merchantId),
        eq(gameVendors.vassalage, game.vassalage),
        ne(gameVendors.laneCategory, 'HOT'),
      ),
    )
    .get();

/**
 * True when the game or its vendor is under maintenance (a launch then fails
 * with 400 `game_maintenance`).
 */
export const isGameUnderMaintenance = (db: TExecutor, game: TGameRow): boolean => {
  if (game.isUnderMaintenance) return true;
  const vendorUnderMaintenance = db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, game.merchantId),
        eq(gameVendors.vassalage, game.vassalage),
        eq(gameVendors.isUnderMaintenance, true),
      ),
    )
    .get();
  return vendorUnderMaintenance !== undefined;
};

/** True when the game can be launched now: neither it nor its vendor is under maintenance. */
export const isGamePlayable = (db: TExecutor, game: TGameRow): boolean => !isGameUnderMaintenance(db, game);

/** True when the game offers a free trial (the wire's `supportPlay` 0). */
export const isTrialOffered = (game: TGameRow): boolean => game.supportPlay === 0;

/**
 * Records a launch for `GCS_recentGame`: one row per member and game, its
 * time moved to `now` (games.id, not the node id).
 */
export const touchRecentGame = (db: TExecutor, memberId: number, gameId: number, now: Date): void => {
  db.insert(recentGames)
    .values({ memberId, gameId, launchedAt: now })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { launchedAt: sql`excluded.launched_at` },
    })
    .run();
};
