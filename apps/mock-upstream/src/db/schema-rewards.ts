/**
 * The rewards side (docs/history/rewards-interfaces.md, docs/decisions/0026-rewards.md):
 * promotions and the member's claims of them, promo codes, raffle prizes and
 * draws, tickets, missions and their progress, VIP ranks, referral codes and
 * invitations, and the point mall with its own points ledger. Texts are kept
 * per language (EN, TY). Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The contracts' lists, repeated as values because drizzle-kit loads this file without the packages' code. */
const PROMOTION_TYPE_VALUES = [
  'SIGNUP',
  'LOGIN',
  'ISSUED',
  'RAFFLE',
  'DEPOSIT',
  'TICKET',
  'PROMO_CODE',
  'REFERRAL',
  'MISSION',
] as const;
const PROMOTION_CATEGORY_VALUES = ['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'EVENT', 'REFERRAL'] as const;
/** A claim's statuses (coming_soon is a promotion's, never a claim's). */
const CLAIM_STATUS_VALUES = [
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
] as const;
const TICKET_STATUS_VALUES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
const MISSION_METRIC_VALUES = ['TURNOVER', 'ROUNDS', 'DEPOSIT'] as const;
const MISSION_CYCLE_VALUES = ['DAILY', 'WEEKLY'] as const;
const POINT_REWARD_TYPE_VALUES = ['CASH', 'ITEM', 'VOUCHER'] as const;
const REDEMPTION_STATUS_VALUES = ['processing', 'approved', 'rejected'] as const;
const POINT_ENTRY_KIND_VALUES = ['accrual', 'redeem_hold', 'redeem_refund', 'convert', 'adjustment'] as const;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** A merchant's promotion; what each type needs beyond the common columns lives in its own table. */
export const rewardPromotions = sqliteTable(
  'reward_promotions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    type: text('type', { enum: PROMOTION_TYPE_VALUES }).notNull(),
    category: text('category', { enum: PROMOTION_CATEGORY_VALUES }).notNull(),
    titleEn: text('title_en').notNull(),
    titleTy: text('title_ty').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryTy: text('summary_ty').notNull().default(''),
    /** HTML. */
    contentEn: text('content_en').notNull().default(''),
    contentTy: text('content_ty').notNull().default(''),
    imageUrl: text('image_url'),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    /** null: no end. */
    endAt: integer('end_at', { mode: 'timestamp_ms' }),
    rewardAmountMinor: integer('reward_amount_minor'),
    rewardPercent: real('reward_percent'),
    maxRewardMinor: integer('max_reward_minor'),
    minDepositMinor: integer('min_deposit_minor'),
    requiresProof: integer('requires_proof', { mode: 'boolean' }).notNull().default(false),
    /** RAFFLE: valid bet that earns one chance, and the most chances a day. */
    validBetPerChanceMinor: integer('valid_bet_per_chance_minor'),
    maxChancesPerDay: integer('max_chances_per_day'),
    createdAt: createdAt(),
  },
  (table) => [index('reward_promotions_merchant_index').on(table.merchantId, table.startAt)],
);

/**
 * Everything a member holds of a promotion (decision 0026): an application,
 * an issued or claimed reward, a draw, a used code. `sourceKey` names what
 * made it (`mission:<id>:<cycleStart>`, `referral:<inviteeId>`,
 * `login:<day>`, `promo:<code>`, `raffle:<drawId>`...), unique per member, so
 * a source issues one claim however often it is seen.
 */
export const rewardClaims = sqliteTable(
  'reward_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    status: text('status', { enum: CLAIM_STATUS_VALUES }).notNull(),
    /** null until known (a deposit bonus before its deposit). */
    amountMinor: integer('amount_minor'),
    remarks: text('remarks'),
    rejectReason: text('reject_reason'),
    sourceKey: text('source_key'),
    /** The ledger entry that paid it. */
    ledgerEntryId: integer('ledger_entry_id'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('reward_claims_member_index').on(table.memberId, table.status, table.id),
    uniqueIndex('reward_claims_source_unique').on(table.memberId, table.sourceKey),
  ],
);

/** PROMO_CODE: a code, its amount and how often it may be used in all. */
export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    /** Upper case. */
    code: text('code').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionTy: text('description_ty').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  },
  (table) => [uniqueIndex('promo_codes_code_unique').on(table.merchantId, table.code)],
);

/** RAFFLE: the prizes and their weights. */
export const rafflePrizes = sqliteTable('raffle_prizes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  promotionId: integer('promotion_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameTy: text('name_ty').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  weight: integer('weight').notNull(),
});

/** RAFFLE: one row per chance used; `day` is the merchant day (UTC+8, yyyy-MM-dd). */
export const raffleDraws = sqliteTable(
  'raffle_draws',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: text('day').notNull(),
    /** The chance's number that day (1, 2, ...): unique, so one chance draws once. */
    chance: integer('chance').notNull(),
    prizeId: integer('prize_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    drawnAt: integer('drawn_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('raffle_draws_chance_unique').on(table.promotionId, table.memberId, table.day, table.chance),
  ],
);

/** TICKET: a ticket issued to a member, claimed once. */
export const rewardTickets = sqliteTable(
  'reward_tickets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameTy: text('name_ty').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status', { enum: TICKET_STATUS_VALUES }).notNull().default('AVAILABLE'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('reward_tickets_member_index').on(table.memberId, table.status)],
);

export const missions = sqliteTable('missions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  merchantId: integer('merchant_id').notNull(),
  /** The MISSION promotion its rewards are claims of. */
  promotionId: integer('promotion_id').notNull(),
  metric: text('metric', { enum: MISSION_METRIC_VALUES }).notNull(),
  cycle: text('cycle', { enum: MISSION_CYCLE_VALUES }).notNull(),
  /** Minor units (TURNOVER, DEPOSIT) or a count (ROUNDS). */
  target: integer('target').notNull(),
  rewardMinor: integer('reward_minor').notNull(),
  titleEn: text('title_en').notNull(),
  titleTy: text('title_ty').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionTy: text('description_ty').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A member's progress on a mission in one cycle (`cycleStart`, epoch ms). */
export const missionProgress = sqliteTable(
  'mission_progress',
  {
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    cycleStart: integer('cycle_start').notNull(),
    progress: integer('progress').notNull().default(0),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    claimId: integer('claim_id'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.missionId, table.memberId, table.cycleStart] }),
    index('mission_progress_board_index').on(table.missionId, table.cycleStart, table.progress),
  ],
);

/** VIP ranks by monthly turnover; level 0 is the rank every member starts at. */
export const vipRanks = sqliteTable(
  'vip_ranks',
  {
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameTy: text('name_ty').notNull(),
    monthlyTurnoverMinor: integer('monthly_turnover_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.level] })],
);

/** A member's referral code, made on first read (`autoGenerate=true`). */
export const referralCodes = sqliteTable(
  'referral_codes',
  {
    memberId: integer('member_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('referral_codes_code_unique').on(table.merchantId, table.code)],
);

/** Who invited whom; `qualifiedAt` once the invitee's first qualifying deposit issued the inviter's reward. */
export const referralInvitations = sqliteTable(
  'referral_invitations',
  {
    inviteeMemberId: integer('invitee_member_id').primaryKey(),
    inviterMemberId: integer('inviter_member_id').notNull(),
    createdAt: createdAt(),
    qualifiedAt: integer('qualified_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('referral_invitations_inviter_index').on(table.inviterMemberId, table.createdAt)],
);

/** A merchant's points and referral settings. */
export const rewardSettings = sqliteTable('reward_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  pointsEnabled: integer('points_enabled', { mode: 'boolean' }).notNull().default(true),
  /** Points that make 1.00 of balance; null: no conversion. */
  pointsPerUnit: integer('points_per_unit'),
  minConvertPoints: integer('min_convert_points').notNull().default(0),
  /** JSON array of the domains a referral link may use. */
  promotionDomainsJson: text('promotion_domains_json').notNull().default('[]'),
});

/** The points table: valid bet (minor units) that earns one point, per game category. */
export const pointRates = sqliteTable(
  'point_rates',
  {
    merchantId: integer('merchant_id').notNull(),
    gameCategory: text('game_category').notNull(),
    validBetPerPointMinor: integer('valid_bet_per_point_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.gameCategory] })],
);

/** A member's points as the sum of its entries, kept with each entry (like a wallet's balance). */
export const memberPoints = sqliteTable('member_points', {
  memberId: integer('member_id').primaryKey(),
  points: integer('points').notNull().default(0),
  /** Held by redemptions still processing. */
  pendingPoints: integer('pending_points').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The points ledger: whole points, one idempotency key per entry (`accrual:<roundId>`...). */
export const pointEntries = sqliteTable(
  'point_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    points: integer('points').notNull(),
    pointsAfter: integer('points_after').notNull(),
    kind: text('kind', { enum: POINT_ENTRY_KIND_VALUES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('point_entries_key_unique').on(table.idempotencyKey),
    index('point_entries_member_index').on(table.memberId, table.id),
  ],
);

/** The point mall's catalogue; `stock` null is unlimited. */
export const pointRewards = sqliteTable('point_rewards', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  merchantId: integer('merchant_id').notNull(),
  type: text('type', { enum: POINT_REWARD_TYPE_VALUES }).notNull(),
  nameEn: text('name_en').notNull(),
  nameTy: text('name_ty').notNull(),
  imageUrl: text('image_url'),
  requiredPoints: integer('required_points').notNull(),
  /** CASH: what one redemption pays. */
  amountMinor: integer('amount_minor'),
  stock: integer('stock'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const pointRedemptions = sqliteTable(
  'point_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: REDEMPTION_STATUS_VALUES }).notNull().default('processing'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('point_redemptions_member_index').on(table.memberId, table.id)],
);

export const pointConversions = sqliteTable('point_conversions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  memberId: integer('member_id').notNull(),
  points: integer('points').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  createdAt: createdAt(),
});
