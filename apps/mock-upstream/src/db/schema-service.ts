/**
 * The site's service pages (docs/decisions/0029-site-service.md): help-centre
 * topics per language, feedback (its pictures are proof images of owner
 * `feedback`) and the app downloads. Loaded by drizzle-kit on its own: no
 * local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** A help topic, or (with `parent_id`) one of its entries, in one language; HTML content. */
export const helpTopics = sqliteTable(
  'help_topics',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    language: text('language').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    tag: text('tag'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    bgColor: text('bg_color'),
    isDisplayed: integer('is_displayed', { mode: 'boolean' }).notNull().default(true),
  },
  (table) => [index('help_topics_merchant_language_index').on(table.merchantId, table.language)],
);

/** What a visitor or a member told the site; QA reads them (GET /__qa/feedback). */
export const feedbacks = sqliteTable(
  'feedbacks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    /** Null for a visitor. */
    memberId: integer('member_id'),
    content: text('content').notNull(),
    language: text('language').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedbacks_merchant_index').on(table.merchantId, table.id)],
);

/** The merchant's apps, one per platform (WPSCORE_getDownloadSetting). */
export const appDownloads = sqliteTable(
  'app_downloads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    version: text('version'),
    minOsVersion: text('min_os_version'),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('app_downloads_platform_unique').on(table.merchantId, table.platform)],
);
