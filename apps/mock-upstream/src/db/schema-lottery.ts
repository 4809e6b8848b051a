/**
 * The lottery service (docs/history/lottery-interfaces.md, docs/decisions/0027-lottery.md):
 * each lottery game's schedule and format, its draws ("numeros") with their
 * committed seeds and results, and the members' orders with their
 * sub-orders. A sub-order is one game round (`game_rounds.round_id`): its
 * stake is the round's debit and its win the round's credit, so betting
 * records, points, missions and the agent rollups see lottery bets like any
 * other. Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The contracts' lists, repeated as values because drizzle-kit loads this file without the packages' code. */
const RESULT_FORMAT_VALUES = ['VN_NORTH', 'VN_SOUTH', 'SEA_4D'] as const;
const REGION_VALUES = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'] as const;
const SCHEDULE_KIND_VALUES = ['interval', 'weekly'] as const;
const DRAW_STATUS_VALUES = ['open', 'closed', 'drawn', 'settled'] as const;
const ORDER_STATUS_VALUES = ['open', 'settled', 'cancelled'] as const;
const SUB_ORDER_STATUS_VALUES = ['open', 'won', 'lost', 'cancelled'] as const;
const BET_TYPE_VALUES = ['LO', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4', 'BIG_4D', 'SMALL_4D'] as const;

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** A lottery game's rules: one row per `games` row of engine `lottery`. */
export const lotterySchedules = sqliteTable('lottery_schedules', {
  /** games.id. */
  gameId: integer('game_id').primaryKey(),
  resultFormat: text('result_format', { enum: RESULT_FORMAT_VALUES }).notNull(),
  region: text('region', { enum: REGION_VALUES }),
  provinceName: text('province_name'),
  scheduleKind: text('schedule_kind', { enum: SCHEDULE_KIND_VALUES }).notNull(),
  /** `interval`: a draw every this many seconds (draw n at n × interval since the epoch). */
  intervalSeconds: integer('interval_seconds'),
  /** `weekly`: the weekdays (0 = Sunday, in the draw's zone) as JSON, and the local time HH:mm. */
  weekdays: text('weekdays', { mode: 'json' }).$type<number[]>(),
  drawTime: text('draw_time'),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(420),
  /** Bets close this long before the draw time. */
  closeBeforeSeconds: integer('close_before_seconds').notNull(),
  /** QA moved the game's clock by this much (the game's now = real now + offset). */
  clockOffsetMs: integer('clock_offset_ms').notNull().default(0),
});

/**
 * A draw. Created (with a fresh server seed, its hash published) before it
 * opens; drawn by the scheduler at `drawAt` on the game's clock (or by QA's
 * draw-now); settled when every open sub-order of it is paid or lost.
 */
export const lotteryNumeros = sqliteTable(
  'lottery_numeros',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** games.id. */
    gameId: integer('game_id').notNull(),
    /** The draw's code: yyyyMMdd of its local day, then `-` and its sequence in the day for interval games. */
    drawCode: text('draw_code').notNull(),
    /** Times on the game's clock. */
    closeAt: integer('close_at', { mode: 'timestamp_ms' }).notNull(),
    drawAt: integer('draw_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: DRAW_STATUS_VALUES }).notNull().default('open'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Prize key → numbers as digit strings; null until drawn. */
    results: text('results', { mode: 'json' }).$type<Record<string, string[]>>(),
    drawnAt: integer('drawn_at', { mode: 'timestamp_ms' }),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lottery_numeros_game_code_unique').on(table.gameId, table.drawCode),
    index('lottery_numeros_game_draw_index').on(table.gameId, table.drawAt),
    index('lottery_numeros_status_index').on(table.status, table.drawAt),
  ],
);

/** An order: one bet slip of a member on one draw. */
export const lotteryOrders = sqliteTable(
  'lottery_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderNo: text('order_no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** game_launches.id the lobby placed it from. */
    launchId: integer('launch_id').notNull(),
    gameId: integer('game_id').notNull(),
    numeroId: integer('numero_id').notNull(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull().default('open'),
    totalStakeMinor: integer('total_stake_minor').notNull(),
    totalWinMinor: integer('total_win_minor').notNull().default(0),
    /** The client's key of the slip: a resent slip places nothing twice. */
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('lottery_orders_order_no_unique').on(table.orderNo),
    uniqueIndex('lottery_orders_member_request_unique').on(table.memberId, table.requestId),
    index('lottery_orders_member_created_index').on(table.memberId, table.createdAt),
    index('lottery_orders_numero_index').on(table.numeroId),
  ],
);

/** A sub-order: one line of the slip, one game round. */
export const lotterySubOrders = sqliteTable(
  'lottery_sub_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subOrderNo: text('sub_order_no').notNull(),
    orderId: integer('order_id').notNull(),
    numeroId: integer('numero_id').notNull(),
    /** game_rounds.round_id: the debit `<roundId>:bet`, the credit `<roundId>:win`. */
    roundId: text('round_id').notNull(),
    betType: text('bet_type', { enum: BET_TYPE_VALUES }).notNull(),
    /** The picked numbers as digit strings (JSON). */
    numbers: text('numbers', { mode: 'json' }).$type<string[]>().notNull(),
    stakeMinor: integer('stake_minor').notNull(),
    /** The odds as staked, hundredths: a number, or prize key → number for 4D (JSON). */
    odds: text('odds', { mode: 'json' }).$type<number | Record<string, number>>().notNull(),
    status: text('status', { enum: SUB_ORDER_STATUS_VALUES }).notNull().default('open'),
    hits: integer('hits'),
    winMinor: integer('win_minor').notNull().default(0),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    /** The request id (`X-Request-Id`) of the cancel: its rows in the audit trail (decision 0016). */
    cancelRequestId: text('cancel_request_id'),
  },
  (table) => [
    uniqueIndex('lottery_sub_orders_no_unique').on(table.subOrderNo),
    uniqueIndex('lottery_sub_orders_round_unique').on(table.roundId),
    index('lottery_sub_orders_order_index').on(table.orderId),
    index('lottery_sub_orders_numero_status_index').on(table.numeroId, table.status),
  ],
);

export type TLotterySchedule = typeof lotterySchedules.$inferSelect;
export type TLotteryNumero = typeof lotteryNumeros.$inferSelect;
export type TLotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type TLotterySubOrderRow = typeof lotterySubOrders.$inferSelect;
