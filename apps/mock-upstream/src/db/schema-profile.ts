/**
 * The member's profile (docs/decisions/0031-member-profile.md): which profile
 * fields each merchant enables and requires, its static avatars, and each
 * member's avatar, profile values and mobile verification. Loaded by
 * drizzle-kit on its own: no local imports.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TProfileField } from '@site/contracts';

/** One profile field of a merchant, in the order the profile form shows them. */
export type TProfileFieldRule = { field: TProfileField; enabled: boolean; required: boolean };

export const merchantProfileSettings = sqliteTable('merchant_profile_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  fields: text('fields', { mode: 'json' }).$type<TProfileFieldRule[]>().notNull(),
  /** The ids of the static avatars members may choose; the first is a new member's. */
  avatars: text('avatars', { mode: 'json' }).$type<string[]>().notNull(),
});

/** A member's profile beyond `members` (nickname, mobile and language stay there); absent until first set. */
export const memberProfiles = sqliteTable('member_profiles', {
  memberId: integer('member_id').primaryKey(),
  avatar: text('avatar'),
  telegram: text('telegram'),
  zalo: text('zalo'),
  /** `yyyy-MM-dd`. */
  birthday: text('birthday'),
  address: text('address'),
  nationality: text('nationality'),
  occupation: text('occupation'),
  incomeSource: text('income_source'),
  /** When the member proved the number now in `members.mobile` with an SMS code. */
  mobileVerifiedAt: integer('mobile_verified_at', { mode: 'timestamp_ms' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type TMemberProfile = typeof memberProfiles.$inferSelect;
export type TMerchantProfileSettings = typeof merchantProfileSettings.$inferSelect;
