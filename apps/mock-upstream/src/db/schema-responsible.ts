/**
 * Responsible gaming (docs/decisions/0041-responsible-gaming.md): each
 * member's limits and reality check, the breaks they take, and the
 * restricted persons list (PAGCOR's NDRP). Loaded by drizzle-kit on its own:
 * no local imports.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { TBreakPeriod, TRgLimitType, TRgPeriod } from '@site/contracts';

const BREAK_KIND_VALUES = ['time_out', 'self_exclusion'] as const;
const LISTING_SOURCE_VALUES = ['ndrp', 'self_exclusion'] as const;

/**
 * A limit a member set: `valueMinor` is minor units, or minutes for play
 * time. A raise or removal waits in `pending*` until `pendingEffectiveAt`
 * and the member's confirmation (`pendingValue` null with a time set: a removal).
 */
export const rgLimits = sqliteTable(
  'rg_limits',
  {
    memberId: integer('member_id').notNull(),
    type: text('type').$type<TRgLimitType>().notNull(),
    period: text('period').$type<TRgPeriod>().notNull(),
    /** Null: no limit in force (one was removed, or only a first raise waits). */
    value: integer('value'),
    pendingValue: integer('pending_value'),
    pendingEffectiveAt: integer('pending_effective_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.type, table.period] })],
);

/** A member's reality check interval (seconds; 0 off). Absent: off. */
export const rgSettings = sqliteTable('rg_settings', {
  memberId: integer('member_id').primaryKey(),
  realityCheckSeconds: integer('reality_check_seconds').notNull().default(0),
});

/**
 * A time-out or self-exclusion. A self-exclusion that has ended keeps play
 * closed until the member asks to return (`returnRequestedAt`) and the
 * cooling-off ends (`returnOpensAt`).
 */
export const rgBreaks = sqliteTable(
  'rg_breaks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: BREAK_KIND_VALUES }).notNull(),
    period: text('period').$type<TBreakPeriod>().notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    returnRequestedAt: integer('return_requested_at', { mode: 'timestamp_ms' }),
    returnOpensAt: integer('return_opens_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('rg_breaks_member_index').on(table.memberId, table.endsAt)],
);

/**
 * The restricted persons list: QA's stand-in for PAGCOR's national database
 * (`ndrp`), and each member's own self-exclusion (`self_exclusion`, as
 * PAGCOR adds it). A person is matched by mobile (digits with the country
 * code), or by full name (lower-case) and, when the entry has one, birth date.
 */
export const restrictedPersons = sqliteTable(
  'restricted_persons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    source: text('source', { enum: LISTING_SOURCE_VALUES }).notNull(),
    fullName: text('full_name'),
    /** `yyyy-MM-dd`. */
    birthDate: text('birth_date'),
    mobile: text('mobile'),
    /** The member whose self-exclusion listed them. */
    memberId: integer('member_id'),
    addedAt: integer('added_at', { mode: 'timestamp_ms' }).notNull(),
    /** Null: until removed. */
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('restricted_persons_mobile_index').on(table.merchantId, table.mobile),
    index('restricted_persons_name_index').on(table.merchantId, table.fullName),
  ],
);
