/**
 * The game catalogue: vendors (grouped into lanes per category) and games.
 * Like schema.ts, loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The mock's playable engines (contracts GAME_ENGINES, repeated for drizzle-kit). */
export const GAME_ENGINE_VALUES = [
  'slot',
  'fish',
  'baccarat',
  'sportsbook',
  'cockfight',
  'bingo',
  'poker',
  'lottery',
] as const;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** A vendor card in a lane (`newGameVendor`): `laneCategory` is the lane's title (e-sports cards sit in SPORTS). */
export const gameVendors = sqliteTable(
  'game_vendors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    accountTypeName: text('account_type_name'),
    /** The game category of its games (RNG, LIVE, ESPORTS, ...). */
    gameType: text('game_type').notNull(),
    /** The lane it is listed in (the upstream lists e-sports, cockfight and FB under SPORTS). */
    laneCategory: text('lane_category').notNull(),
    /** 'VASSALAGE': opens its game list; 'GAME': one game (gameId/nodeId below). */
    isGame: text('is_game', { enum: ['VASSALAGE', 'GAME'] }).notNull(),
    singleGameId: text('single_game_id'),
    singleNodeId: text('single_node_id'),
    sortOrder: integer('sort_order').notNull(),
    isUnderMaintenance: integer('is_under_maintenance', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    uniqueIndex('game_vendors_merchant_lane_vassalage_unique').on(
      table.merchantId,
      table.laneCategory,
      table.vassalage,
    ),
  ],
);

/** A lane's label per language; a lane without one is named after its first vendor by the client. */
export const gameLanes = sqliteTable(
  'game_lanes',
  {
    merchantId: integer('merchant_id').notNull(),
    category: text('category').notNull(),
    nameEn: text('name_en'),
    nameTy: text('name_ty'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.category] })],
);

export const games = sqliteTable(
  'games',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    /** The upstream's node id (string on the wire), unique per merchant. */
    nodeId: text('node_id').notNull(),
    gameId: text('game_id').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    gameName: text('game_name').notNull(),
    gameNameTy: text('game_name_ty'),
    /** JP, TG, AC, SC, VP, BG, or null. */
    gameClassify: text('game_classify'),
    engine: text('engine', { enum: GAME_ENGINE_VALUES }).notNull(),
    /** 0 = a free trial is offered (the wire's convention), 1 = real money only. */
    supportPlay: integer('support_play').notNull(),
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
    /** Position in the hot list (1 = hottest); null = not hot. */
    hotRank: integer('hot_rank'),
    minBetMinor: integer('min_bet_minor').notNull(),
    lineNum: integer('line_num'),
    /** Published return to player in basis points (9650 = 96.50 %), for slots. */
    rtpBasisPoints: integer('rtp_basis_points'),
    /** Lottery games: their game code and group (gameGroupCode), and seconds between draws. */
    lotteryGroupCode: text('lottery_group_code'),
    drawIntervalSeconds: integer('draw_interval_seconds'),
    sortOrder: integer('sort_order').notNull(),
    isUnderMaintenance: integer('is_under_maintenance', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    uniqueIndex('games_merchant_node_unique').on(table.merchantId, table.nodeId),
    index('games_merchant_type_vendor_index').on(table.merchantId, table.gameType, table.vassalage),
  ],
);

export const favouriteGames = sqliteTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** One row per member and game, touched at every launch: `GCS_recentGame` lists the newest. */
export const recentGames = sqliteTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: integer('launched_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

export type TGameVendor = typeof gameVendors.$inferSelect;
export type TGameRow = typeof games.$inferSelect;
