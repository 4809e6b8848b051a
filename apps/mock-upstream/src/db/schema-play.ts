/**
 * Play: game launches, the seamless wallet's transactions, rounds and
 * provably fair seeds. Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const LAUNCH_MODES = ['real', 'trial'] as const;

/**
 * A launched game: the token in the game page's URL names it. Real launches
 * bet from the member's main wallet; trial launches from `demoBalanceMinor`.
 */
export const gameLaunches = sqliteTable(
  'game_launches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 32 random bytes in hex. */
    token: text('token').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    /** Null for a trial launched by a guest. */
    memberId: integer('member_id'),
    /** games.id */
    gameId: integer('game_id').notNull(),
    mode: text('mode', { enum: LAUNCH_MODES }).notNull(),
    demoBalanceMinor: integer('demo_balance_minor').notNull().default(0),
    language: text('language').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('game_launches_member_index').on(table.memberId)],
);

export const SEAMLESS_KINDS = ['debit', 'credit', 'rollback'] as const;
export const SEAMLESS_STATUSES = ['applied', 'rolled_back', 'blocked'] as const;

/**
 * The seamless wallet's transactions, unique by transaction id: an exact
 * replay answers the stored result, a conflicting one is refused. A rollback
 * of an unknown debit stores a `blocked` tombstone so that debit never applies.
 */
export const seamlessTransactions = sqliteTable(
  'seamless_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    transactionId: text('transaction_id').notNull(),
    launchId: integer('launch_id').notNull(),
    roundId: text('round_id').notNull(),
    kind: text('kind', { enum: SEAMLESS_KINDS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: SEAMLESS_STATUSES }).notNull(),
    /** The balance right after it, answered again on an exact replay. */
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    /** For a rollback: the debit it undoes. */
    referenceTransactionId: text('reference_transaction_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('seamless_transactions_transaction_unique').on(table.transactionId),
    index('seamless_transactions_round_index').on(table.roundId),
  ],
);

export const ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** One played round: the betting records and the winner board read these. */
export const gameRounds = sqliteTable(
  'game_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roundId: text('round_id').notNull().unique(),
    launchId: integer('launch_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** Null for a guest's trial round. */
    memberId: integer('member_id'),
    isTrial: integer('is_trial', { mode: 'boolean' }).notNull(),
    /** games.id */
    gameId: integer('game_id').notNull(),
    engine: text('engine').notNull(),
    betMinor: integer('bet_minor').notNull(),
    winMinor: integer('win_minor').notNull().default(0),
    status: text('status', { enum: ROUND_STATUSES }).notNull(),
    /** Engine-specific: reels and lines, cards, the selection and odds, ... */
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Provably fair inputs (null for rounds decided by a shared table draw). */
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    createdAt: createdAt(),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('game_rounds_member_index').on(table.memberId),
    index('game_rounds_merchant_win_index').on(table.merchantId, table.winMinor),
    // The agent's team reports and settlements: a member's rounds by time.
    index('game_rounds_member_created_index').on(table.memberId, table.createdAt),
    index('game_rounds_member_settled_index').on(table.memberId, table.settledAt),
    index('game_rounds_created_index').on(table.createdAt),
  ],
);

/**
 * A seed pair: outcomes are HMAC-SHA256(serverSeed, `clientSeed:nonce`). The
 * hash is shown before play; the seed is revealed when the pair is rotated.
 */
export const fairSeeds = sqliteTable(
  'fair_seeds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The seeds belong to a member, or to one trial launch of a guest. */
    memberId: integer('member_id'),
    launchId: integer('launch_id'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    revealedAt: integer('revealed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('fair_seeds_member_index').on(table.memberId),
    index('fair_seeds_launch_index').on(table.launchId),
  ],
);

export type TGameLaunch = typeof gameLaunches.$inferSelect;
export type TSeamlessTransaction = typeof seamlessTransactions.$inferSelect;
export type TGameRound = typeof gameRounds.$inferSelect;
export type TFairSeed = typeof fairSeeds.$inferSelect;
