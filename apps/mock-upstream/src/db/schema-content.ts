/**
 * Site content beyond announcements: hot matches of the game centres, lobby
 * news, the progressive jackpot and which announcements a member has read
 * (decision 0033). Like schema.ts, loaded by drizzle-kit on its own: no local imports.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A match a sportsbook or e-sports vendor offers (`GCSGAME_getGameMatchV2`); odds in hundredths. */
export const sportMatches = sqliteTable(
  'sport_matches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    vassalage: text('vassalage').notNull(),
    /** SPORTS or ESPORTS. */
    gameType: text('game_type').notNull(),
    sportEn: text('sport_en').notNull(),
    sportTy: text('sport_ty').notNull(),
    leagueEn: text('league_en').notNull(),
    leagueTy: text('league_ty').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    /** The first kick-off; the fixture repeats weekly (domains/games/matches-service.ts). */
    kickOffAt: integer('kick_off_at', { mode: 'timestamp_ms' }).notNull(),
    homeOddsHundredths: integer('home_odds_hundredths').notNull(),
    drawOddsHundredths: integer('draw_odds_hundredths'),
    awayOddsHundredths: integer('away_odds_hundredths').notNull(),
  },
  (table) => [index('sport_matches_merchant_type_index').on(table.merchantId, table.gameType)],
);

/** News of a game lobby (`GLS2_lobbyNews`); a null gameType shows in every lobby. */
export const lobbyNews = sqliteTable(
  'lobby_news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    gameType: text('game_type'),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    contentEn: text('content_en').notNull(),
    contentTy: text('content_ty').notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('lobby_news_merchant_published_index').on(table.merchantId, table.publishedAt)],
);

/** The merchant's progressive jackpot (`VIS_getJackpot`): its seed, grown by time and real bets. */
export const jackpotPools = sqliteTable('jackpot_pools', {
  merchantId: integer('merchant_id').primaryKey(),
  seedMinor: integer('seed_minor').notNull(),
  seededAt: integer('seeded_at', { mode: 'timestamp_ms' }).notNull(),
  /** Growth per second, minor units. */
  growthPerSecondMinor: integer('growth_per_second_minor').notNull(),
  /** Share of every settled real bet added to the pool, in basis points. */
  betShareBasisPoints: integer('bet_share_basis_points').notNull(),
});

/** A member has read an announcement (`MCSFE_markAnnouncementAsRead`). */
export const announcementReads = sqliteTable(
  'announcement_reads',
  {
    memberId: integer('member_id').notNull(),
    announcementId: integer('announcement_id').notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.announcementId] })],
);

/** The categories of promotion announcements (`PROMOFE_getPromotionAnnouncementCategory`). */
export const promotionCategories = sqliteTable('promotion_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  merchantId: integer('merchant_id').notNull(),
  /** The seed's handle of the category (NEW_MEMBER); the wire names it by id. */
  code: text('code').notNull(),
  titleEn: text('title_en').notNull(),
  titleTy: text('title_ty').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
