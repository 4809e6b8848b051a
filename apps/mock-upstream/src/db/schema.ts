/**
 * The mock upstream's tables. drizzle-kit loads this file on its own, so it
 * imports no local modules (types from packages are fine: they are erased).
 */
import type { TRegisterRule, TWhitelabelNode } from '@site/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export type TSiteResource = { resourceType: string; url: string; name: string };

/** Stored in plain text; the status reply DES-encrypts `url` into `path`. */
export type TCustomerServiceLink = { csType: string; title: string; url: string };

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const merchants = sqliteTable('merchants', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  languages: text('languages', { mode: 'json' }).$type<string[]>().notNull(),
  defaultLanguage: text('default_language').notNull(),
  isMaintenance: integer('is_maintenance', { mode: 'boolean' }).notNull().default(false),
  isRegionBlocked: integer('is_region_blocked', { mode: 'boolean' }).notNull().default(false),
  whitelabel: text('whitelabel', { mode: 'json' }).$type<TWhitelabelNode[]>().notNull(),
  registerSettings: text('register_settings', { mode: 'json' })
    .$type<Record<string, TRegisterRule>>()
    .notNull(),
  resources: text('resources', { mode: 'json' }).$type<TSiteResource[]>().notNull(),
  customerService: text('customer_service', { mode: 'json' }).$type<TCustomerServiceLink[]>().notNull(),
  mainDomain: text('main_domain').notNull(),
  imageCdns: text('image_cdns', { mode: 'json' }).$type<string[]>().notNull(),
  launchGameCdns: text('launch_game_cdns', { mode: 'json' }).$type<string[]>().notNull(),
  gtagId: text('gtag_id'),
  createdAt: createdAt(),
});

export const MEMBER_STATUSES = ['active', 'disabled'] as const;

export const members = sqliteTable(
  'members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Stored lower-case: usernames are unique per merchant regardless of case. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 player, 1/2/41/42 agent, 4 trial. */
    type: integer('type').notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    nickname: text('nickname'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    language: text('language'),
    /** The code others register with to join this member's downline (agents). */
    affiliateCode: text('affiliate_code'),
    referrerMemberId: integer('referrer_member_id'),
    isFirstLogin: integer('is_first_login', { mode: 'boolean' }).notNull().default(true),
    isPasswordExpired: integer('is_password_expired', { mode: 'boolean' }).notNull().default(false),
    passwordChangedAt: integer('password_changed_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('members_merchant_username_unique').on(table.merchantId, table.username),
    uniqueIndex('members_merchant_affiliate_code_unique').on(table.merchantId, table.affiliateCode),
    index('members_merchant_mobile_index').on(table.merchantId, table.mobile),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** 32 random bytes in hex: the bare `Authorization` value. */
    token: text('token').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('sessions_member_index').on(table.memberId)],
);

export const wallets = sqliteTable(
  'wallets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    accountTypeId: integer('account_type_id').notNull(),
    /** A cache of the sum of the wallet's ledger entries, updated in the same transaction. */
    balanceMinor: integer('balance_minor').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('wallets_member_account_type_unique').on(table.memberId, table.accountTypeId)],
);

export const LEDGER_KINDS = ['opening_balance', 'adjustment'] as const;

export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** A retried movement with the same key changes nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('ledger_entries_wallet_index').on(table.walletId)],
);

export const captchas = sqliteTable('captchas', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  isUsed: integer('is_used', { mode: 'boolean' }).notNull().default(false),
});

export const loginFailures = sqliteTable(
  'login_failures',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    count: integer('count').notNull(),
    lastAt: integer('last_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.username] })],
);

export const ANNOUNCEMENT_KINDS = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['A', 'B', 'F'] as const;

export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type', { enum: ANNOUNCEMENT_KINDS }).notNull(),
    groupName: text('group_name'),
    title: text('title').notNull(),
    /** Tagalog variants, used when the request's `Language` is TY. */
    titleTy: text('title_ty'),
    content: text('content').notNull().default(''),
    contentTy: text('content_ty'),
    url: text('url'),
    linkageType: text('linkage_type'),
    /** Popups and notices: A logged in, B guest, F first login. */
    execution: text('execution', { enum: ANNOUNCEMENT_AUDIENCES }),
    promotionType: text('promotion_type'),
    imageUrl: text('image_url'),
    displaySpeed: text('display_speed'),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    endAt: integer('end_at', { mode: 'timestamp_ms' }),
    isNoExpiry: integer('is_no_expiry', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('announcements_merchant_type_index').on(table.merchantId, table.type)],
);

export const countries = sqliteTable('countries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  countryCode: text('country_code').notNull().unique(),
  countryDialingCode: text('country_dialing_code').notNull(),
  countryName: text('country_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export type TMerchant = typeof merchants.$inferSelect;
export type TMember = typeof members.$inferSelect;
export type TSession = typeof sessions.$inferSelect;
export type TWallet = typeof wallets.$inferSelect;
export type TAnnouncement = typeof announcements.$inferSelect;
