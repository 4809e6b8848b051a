/**
 * The mock upstream's tables. drizzle-kit loads this file on its own, so it
 * imports no local modules (types from packages are fine: they are erased).
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { TRegisterRule, TSecondFactorMethod, TSocialProvider, TWhitelabelNode } from '@site/contracts';

export type TSiteResource = { resourceType: string; url: string; name: string };

/** Stored in plain text; the status reply DES-encrypts `url` into `path`. */
export type TCustomerServiceLink = { csType: string; title: string; url: string };

/** A social sign-in the merchant offers: our client id at that provider (the mock's stand-in pages check it). */
export type TSocialLoginConfig = { provider: TSocialProvider; clientId: string };

/** The contracts' lists, repeated as values because drizzle-kit loads this file without the packages' code. */
const SOCIAL_PROVIDER_VALUES = [
  'google',
  'facebook',
  'line',
  'apple',
  'telegram',
  'maya',
] as const satisfies readonly TSocialProvider[];

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
  socialLogins: text('social_logins', { mode: 'json' }).$type<TSocialLoginConfig[]>().notNull().default([]),
  /** The minimum age the registration terms name (docs/product.md §9: 18 unless configured). */
  termsAge: integer('terms_age').notNull().default(18),
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

export const LEDGER_KINDS = [
  'opening_balance',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdraw_hold',
  'withdraw_return',
  'transfer_out',
  'transfer_in',
  'upline_out',
  'upline_in',
  'bonus',
  'rebate',
  'downline_out',
  'downline_in',
  'salary',
  'dividend',
] as const;

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
    /** What the movement belongs to (an order, a withdrawal, a round), shown in the records. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_wallet_index').on(table.walletId),
    index('ledger_entries_wallet_created_index').on(table.walletId, table.createdAt),
  ],
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
    /** Promotions (PR): their category, a row of promotion_categories (schema-content.ts). */
    promotionCategoryId: integer('promotion_category_id'),
    /** Promotions (PR) the front-end layout shows (`PROMOFE_feLayoutPromotion`), in this order; else null. */
    layoutSortOrder: integer('layout_sort_order'),
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

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OUTBOX_PURPOSES = [
  'login',
  'register',
  'reset',
  'bind_mobile',
  'second_factor',
  'temporary_password',
] as const;

/** Every SMS and email the mock "sends": nothing leaves the machine, QA reads them here. */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** An SMS goes to `<dialing code><number>` as digits (no `+`), an email to the lower-case address. */
    recipient: text('recipient').notNull(),
    purpose: text('purpose', { enum: OUTBOX_PURPOSES }).notNull(),
    code: text('code'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_messages_merchant_recipient_index').on(table.merchantId, table.recipient)],
);

export const SMS_CODE_PURPOSES = ['login', 'register', 'reset', 'bind_mobile'] as const;
/** `superseded`: a newer code was sent for the same purpose and number, so this one no longer counts. */
export const SMS_CODE_STATUSES = ['pending', 'used', 'superseded'] as const;

export const smsCodes = sqliteTable(
  'sms_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    purpose: text('purpose', { enum: SMS_CODE_PURPOSES }).notNull(),
    /** Dialing code digits and the national number without trunk zeros (`phoneKey`). */
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: SMS_CODE_STATUSES }).notNull().default('pending'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sms_codes_merchant_purpose_phone_index').on(table.merchantId, table.purpose, table.phone),
  ],
);

/**
 * `verified`: the code was answered right (`…/mail/register/verify`), so the
 * registration by email may use it; `used`: a member was registered with it.
 */
export const EMAIL_CODE_STATUSES = ['pending', 'verified', 'used', 'superseded'] as const;

/** Codes that prove an email address at registration (`/wps/v2/verification/mail/register`). */
export const emailRegisterCodes = sqliteTable(
  'email_register_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Lower-case, trimmed. */
    email: text('email').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: EMAIL_CODE_STATUSES }).notNull().default('pending'),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('email_register_codes_merchant_email_index').on(table.merchantId, table.email)],
);

const SECOND_FACTOR_METHOD_VALUES = [
  'PHONE',
  'EMAIL',
  'PAYEE',
  'AUTHENTICATOR',
] as const satisfies readonly TSecondFactorMethod[];

/**
 * How a member proves a login from an IP they have not registered. PAYEE is
 * answered with the member's bank account name (`members.payee_name`).
 */
export const secondFactors = sqliteTable('second_factors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  method: text('method', { enum: SECOND_FACTOR_METHOD_VALUES }).notNull(),
  /** Base32 RFC 6238 secret, for AUTHENTICATOR only. */
  totpSecret: text('totp_secret'),
  createdAt: createdAt(),
});

/** The IPs a member has proven with the second factor; logins from them need no challenge. */
export const registeredIps = sqliteTable(
  'registered_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

export const secondFactorChallenges = sqliteTable(
  'second_factor_challenges',
  {
    /** The `verificationToken` of the challenge reply: 32 random bytes in hex. */
    token: text('token').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    method: text('method', { enum: SECOND_FACTOR_METHOD_VALUES }).notNull(),
    /** The code sent by SMS or email; null for PAYEE and AUTHENTICATOR, whose answers the member knows. */
    code: text('code'),
    /** The IP that asked to log in: it becomes registered when the challenge is passed. */
    ip: text('ip').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('second_factor_challenges_member_index').on(table.memberId)],
);

export const socialIdentities = sqliteTable(
  'social_identities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    provider: text('provider', { enum: SOCIAL_PROVIDER_VALUES }).notNull(),
    /** The provider's identity of the person: the stand-in pages use the email, lower-case. */
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_identities_merchant_provider_subject_unique').on(
      table.merchantId,
      table.provider,
      table.subject,
    ),
  ],
);

/** Authorization codes of the stand-in provider pages: five minutes, one use, bound to client and redirect. */
export const oauthCodes = sqliteTable('oauth_codes', {
  code: text('code').primaryKey(),
  provider: text('provider', { enum: SOCIAL_PROVIDER_VALUES }).notNull(),
  clientId: text('client_id').notNull(),
  email: text('email').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

export type TMerchant = typeof merchants.$inferSelect;
export type TMember = typeof members.$inferSelect;
export type TSession = typeof sessions.$inferSelect;
export type TWallet = typeof wallets.$inferSelect;
export type TAnnouncement = typeof announcements.$inferSelect;
export type TOutboxMessage = typeof outboxMessages.$inferSelect;
export type TSmsCode = typeof smsCodes.$inferSelect;
export type TSecondFactor = typeof secondFactors.$inferSelect;
export type TSecondFactorChallenge = typeof secondFactorChallenges.$inferSelect;
export type TOauthCode = typeof oauthCodes.$inferSelect;
