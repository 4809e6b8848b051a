/**
 * The agent side (docs/history/agent-interfaces.md): the team tree as a closure
 * table, invite links, rebate rates an upline gives its downlines, contracts
 * between an upline and a downline agent, their settlements, and the daily
 * figures per member the team reports read. Loaded by drizzle-kit on its
 * own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The contracts' lists, repeated as values because drizzle-kit loads this file without the packages' code. */
const CONTRACT_TYPE_VALUES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
const CONTRACT_PERIOD_VALUES = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
const CONTRACT_STATUS_VALUES = [
  'offered',
  'active',
  'rejected',
  'termination_requested',
  'terminated',
] as const;
const CONTRACT_END_REASON_VALUES = ['rejected', 'terminated', 'replaced', 'auto_terminated'] as const;
const DOWNLINE_MEMBER_KIND_VALUES = ['player', 'agent'] as const;
const SETTLEMENT_STATUS_VALUES = ['paid', 'not_qualified'] as const;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/**
 * Every (upline, member) pair of the tree at every depth: depth 1 is the
 * direct upline (members.referrer_member_id), 2 the one above it, and so on.
 * A subtree is one indexed lookup instead of a recursive walk. Written when a
 * member registers under an agent.
 */
export const agentTree = sqliteTable(
  'agent_tree',
  {
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.memberId] }),
    index('agent_tree_member_index').on(table.memberId),
  ],
);

/** The register centre's links: a code a visitor registers with, as a player or an agent. */
export const inviteLinks = sqliteTable(
  'invite_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    code: text('code').notNull(),
    memberKind: text('member_kind', { enum: DOWNLINE_MEMBER_KIND_VALUES }).notNull(),
    createdAt: createdAt(),
    /** A deleted link no longer registers anyone; its members stay. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('invite_links_merchant_code_unique').on(table.merchantId, table.code),
    index('invite_links_member_index').on(table.memberId),
  ],
);

/** Who registered with which link (the link's registrations). */
export const inviteRegistrations = sqliteTable(
  'invite_registrations',
  {
    memberId: integer('member_id').primaryKey(),
    linkId: integer('link_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('invite_registrations_link_index').on(table.linkId)],
);

/** Rebate rates an upline set for a downline, in basis points per game category. */
export const downlineRebates = sqliteTable(
  'downline_rebates',
  {
    memberId: integer('member_id').notNull(),
    gameType: text('game_type').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameType] })],
);

/**
 * A contract between an upline (null: the merchant) and a downline agent. At
 * most one `active` (or `termination_requested`) and one `offered` per member
 * and type; the history keeps every contract that ended.
 */
export const agentContracts = sqliteTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    uplineMemberId: integer('upline_member_id'),
    memberId: integer('member_id').notNull(),
    contractType: text('contract_type', { enum: CONTRACT_TYPE_VALUES }).notNull(),
    /** Percent × 100: 1.25 % is 125. */
    rateBp: integer('rate_bp').notNull(),
    minValidBetMinor: integer('min_valid_bet_minor').notNull(),
    minActiveMembers: integer('min_active_members').notNull(),
    period: text('period', { enum: CONTRACT_PERIOD_VALUES }).notNull(),
    status: text('status', { enum: CONTRACT_STATUS_VALUES }).notNull(),
    offeredAt: integer('offered_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    endReason: text('end_reason', { enum: CONTRACT_END_REASON_VALUES }),
    /** The member who asked to end it while it waits in `termination_requested`. */
    terminationRequestedBy: integer('termination_requested_by'),
  },
  (table) => [
    index('agent_contracts_member_index').on(table.memberId, table.contractType, table.status),
    index('agent_contracts_upline_index').on(table.uplineMemberId, table.status),
  ],
);

/**
 * One settled period of one contract. The unique (contract, period start)
 * is the job's guard: a period settles once, however often the job runs; the
 * payout's ledger key is `settlement:<contract>:<periodStart>`.
 */
export const agentSettlements = sqliteTable(
  'agent_settlements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contractId: integer('contract_id').notNull(),
    memberId: integer('member_id').notNull(),
    contractType: text('contract_type', { enum: CONTRACT_TYPE_VALUES }).notNull(),
    periodStart: integer('period_start', { mode: 'timestamp_ms' }).notNull(),
    periodEnd: integer('period_end', { mode: 'timestamp_ms' }).notNull(),
    validBetMinor: integer('valid_bet_minor').notNull(),
    profitLossMinor: integer('profit_loss_minor').notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: SETTLEMENT_STATUS_VALUES }).notNull(),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('agent_settlements_contract_period_unique').on(table.contractId, table.periodStart),
    index('agent_settlements_member_index').on(table.memberId, table.periodStart),
  ],
);

/**
 * The team reports' figures per member and merchant day (UTC+8), kept by
 * triggers on game_rounds and ledger_entries so no writer has to know about
 * them; what a reporting store of a real upstream would hold.
 */
export const memberDailyStats = sqliteTable(
  'member_daily_stats',
  {
    memberId: integer('member_id').notNull(),
    /** yyyy-MM-dd in UTC+8. */
    day: text('day').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    betMinor: integer('bet_minor').notNull().default(0),
    /** Stakes of settled rounds. */
    validBetMinor: integer('valid_bet_minor').notNull().default(0),
    winMinor: integer('win_minor').notNull().default(0),
    depositMinor: integer('deposit_minor').notNull().default(0),
    withdrawMinor: integer('withdraw_minor').notNull().default(0),
    bonusMinor: integer('bonus_minor').notNull().default(0),
    rebateMinor: integer('rebate_minor').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    index('member_daily_stats_day_index').on(table.day),
  ],
);

/** The same per member, merchant day and game category, for P/L by category. */
export const memberGameDailyStats = sqliteTable(
  'member_game_daily_stats',
  {
    memberId: integer('member_id').notNull(),
    day: text('day').notNull(),
    /** games.game_type of the round's game. */
    gameType: text('game_type').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    betMinor: integer('bet_minor').notNull().default(0),
    validBetMinor: integer('valid_bet_minor').notNull().default(0),
    winMinor: integer('win_minor').notNull().default(0),
  },
  // Category before day: a team's per-category sums group each member's rows as they are read.
  (table) => [primaryKey({ columns: [table.memberId, table.gameType, table.day] })],
);

/**
 * The team reports' rollups per upline (migration 0020): for each ancestor in
 * `agent_tree`, its team's (everyone below it) `member_daily_stats` summed per
 * merchant day, so a team report reads the range's days instead of every
 * member's. Kept by triggers on `member_daily_stats` (in the statement that
 * changes a member's day) and on `agent_tree` (a member joining a line brings
 * its days along).
 */
export const uplineDailyStats = sqliteTable(
  'upline_daily_stats',
  {
    ancestorId: integer('ancestor_id').notNull(),
    /** yyyy-MM-dd in UTC+8. */
    day: text('day').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    betMinor: integer('bet_minor').notNull().default(0),
    validBetMinor: integer('valid_bet_minor').notNull().default(0),
    winMinor: integer('win_minor').notNull().default(0),
    depositMinor: integer('deposit_minor').notNull().default(0),
    withdrawMinor: integer('withdraw_minor').notNull().default(0),
    bonusMinor: integer('bonus_minor').notNull().default(0),
    rebateMinor: integer('rebate_minor').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.day] })],
);

/** The same per upline, merchant day and game category (`member_game_daily_stats` summed). */
export const uplineGameDailyStats = sqliteTable(
  'upline_game_daily_stats',
  {
    ancestorId: integer('ancestor_id').notNull(),
    day: text('day').notNull(),
    gameType: text('game_type').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    betMinor: integer('bet_minor').notNull().default(0),
    validBetMinor: integer('valid_bet_minor').notNull().default(0),
    winMinor: integer('win_minor').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.day, table.gameType] })],
);

/** What a member's day is marked for: a valid bet (an active member) or a deposit. */
const MEMBER_DAY_MARK_VALUES = ['active', 'deposit'] as const;

/**
 * Per upline, its team's marked member-days (`active`: valid bets > 0 that
 * day; `deposit`: deposits > 0), counted by the member's previous marked day
 * of the same mark ('' for none). Distinct members over a range add up from
 * days this way: a member has a marked day in [a, b] exactly when one of its
 * marked days in [a, b] has its previous one before a (its first in the range),
 * and its first deposit ever is in [a, b] when that day has none ('').
 */
export const uplineMemberDays = sqliteTable(
  'upline_member_days',
  {
    ancestorId: integer('ancestor_id').notNull(),
    mark: text('mark', { enum: MEMBER_DAY_MARK_VALUES }).notNull(),
    day: text('day').notNull(),
    /** The member's previous day with the same mark, or ''. */
    previousDay: text('previous_day').notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.mark, table.day, table.previousDay] })],
);

/**
 * Per upline, its team's members by the merchant day they registered, their
 * kind (`members.type`) and whether the upline is their direct one: the team's
 * sizes are its sums over every day, the new members its sums over a range.
 */
export const uplineRegistrations = sqliteTable(
  'upline_registrations',
  {
    ancestorId: integer('ancestor_id').notNull(),
    day: text('day').notNull(),
    memberType: integer('member_type').notNull(),
    isDirect: integer('is_direct', { mode: 'boolean' }).notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ancestorId, table.day, table.memberType, table.isDirect] })],
);

/** The mock's clock for the agent jobs: QA moves it forward so settlements need not wait. */
export const mockClock = sqliteTable('mock_clock', {
  merchantId: integer('merchant_id').primaryKey(),
  offsetMs: integer('offset_ms').notNull().default(0),
});
