/**
 * Timed and table games: live baccarat and cockfight tables, the
 * sportsbook's results, poker rooms and seats, and the bets waiting for a
 * table round or a match to end. Loaded by drizzle-kit on its own: no local imports.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const LIVE_TABLE_ENGINES = ['baccarat', 'cockfight'] as const;

/**
 * A timed table, one per catalogue game, made on first use. Round n's seed is
 * HMAC(secret, `round:n`): its hash is shown while bets are open, the seed once
 * the round is drawn. The schedule is fixed from `epochMs`.
 */
export const liveTables = sqliteTable(
  'live_tables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    /** games.id */
    gameId: integer('game_id').notNull(),
    engine: text('engine', { enum: LIVE_TABLE_ENGINES }).notNull(),
    name: text('name').notNull(),
    secret: text('secret').notNull(),
    clientSeed: text('client_seed').notNull(),
    epochMs: integer('epoch_ms').notNull(),
    bettingMs: integer('betting_ms').notNull(),
    revealMs: integer('reveal_ms').notNull(),
    minBetMinor: integer('min_bet_minor').notNull(),
    maxBetMinor: integer('max_bet_minor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('live_tables_game_unique').on(table.gameId)],
);

export const LIVE_BET_STATUSES = ['open', 'settled'] as const;

/** One stake on a selection, with the odds (return per unit, hundredths) it was taken at. */
export type TLiveSelection = { bet: string; stakeMinor: number; oddsHundredths: number };

/**
 * A bet slip waiting for its outcome: a table round (tableId, roundNo) or a
 * match (fixtureId). `roundId` is its `game_rounds` row; it settles lazily,
 * on the first read after `settleAfter`.
 */
export const liveBets = sqliteTable(
  'live_bets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roundId: text('round_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    launchId: integer('launch_id').notNull(),
    memberId: integer('member_id'),
    engine: text('engine').notNull(),
    tableId: integer('table_id'),
    roundNo: integer('round_no'),
    fixtureId: text('fixture_id'),
    selections: text('selections', { mode: 'json' }).$type<TLiveSelection[]>().notNull(),
    stakeMinor: integer('stake_minor').notNull(),
    status: text('status', { enum: LIVE_BET_STATUSES }).notNull(),
    settleAfter: integer('settle_after', { mode: 'timestamp_ms' }).notNull(),
    returnMinor: integer('return_minor').notNull().default(0),
    createdAt: createdAt(),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('live_bets_round_unique').on(table.roundId),
    index('live_bets_due_index').on(table.status, table.settleAfter),
    index('live_bets_launch_index').on(table.launchId),
  ],
);

/**
 * A sportsbook fixture's draw: the seed is made (and its hash shown) when the
 * fixture is first listed; the result is drawn from it once the match is over.
 */
export const sportResults = sqliteTable('sport_results', {
  fixtureId: text('fixture_id').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  /** `{selection, homeScore, awayScore}` once decided. */
  result: text('result', { mode: 'json' }).$type<{
    selection: string;
    homeScore: number;
    awayScore: number;
  }>(),
  decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/** A poker room of `GLS2_roomList`: a catalogue PVP game's table, with blinds and buy-ins. */
export const pokerRooms = sqliteTable(
  'poker_rooms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    merchantId: integer('merchant_id').notNull(),
    /** The wire's roomId. */
    roomCode: text('room_code').notNull(),
    name: text('name').notNull(),
    /** The catalogue game it belongs to (wire ids), and games.id when the catalogue has it. */
    nodeId: text('node_id').notNull(),
    wireGameId: text('wire_game_id').notNull(),
    vassalage: text('vassalage').notNull(),
    gameRowId: integer('game_row_id'),
    smallBlindMinor: integer('small_blind_minor').notNull(),
    bigBlindMinor: integer('big_blind_minor').notNull(),
    minBuyInMinor: integer('min_buy_in_minor').notNull(),
    maxBuyInMinor: integer('max_buy_in_minor').notNull(),
    seatCount: integer('seat_count').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('poker_rooms_merchant_code_unique').on(table.merchantId, table.roomCode)],
);

export const POKER_OCCUPANTS = ['bot', 'member'] as const;

/**
 * A taken seat: a bot (seeded) or a player. A player's seat holds the chips
 * bought in (`roundId` = the sitting's round: buy-in debit, cash-out credit).
 */
export const pokerSeats = sqliteTable(
  'poker_seats',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomId: integer('room_id').notNull(),
    seatNo: integer('seat_no').notNull(),
    occupant: text('occupant', { enum: POKER_OCCUPANTS }).notNull(),
    name: text('name').notNull(),
    launchId: integer('launch_id'),
    memberId: integer('member_id'),
    stackMinor: integer('stack_minor').notNull(),
    roundId: text('round_id'),
    handsPlayed: integer('hands_played').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('poker_seats_room_seat_unique').on(table.roomId, table.seatNo),
    index('poker_seats_launch_index').on(table.launchId),
  ],
);

/** The hand a seated player is playing against the room's bots (the state machine, as JSON). */
export const pokerHands = sqliteTable(
  'poker_hands',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seatId: integer('seat_id').notNull(),
    handNo: integer('hand_no').notNull(),
    isDone: integer('is_done', { mode: 'boolean' }).notNull().default(false),
    state: text('state', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** The fair inputs of the deck; the bots' choices take floats after the deck's. */
    serverSeedHash: text('server_seed_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    floatsUsed: integer('floats_used').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('poker_hands_seat_index').on(table.seatId)],
);

export type TLiveTable = typeof liveTables.$inferSelect;
export type TLiveBet = typeof liveBets.$inferSelect;
export type TPokerRoomRow = typeof pokerRooms.$inferSelect;
export type TPokerSeat = typeof pokerSeats.$inferSelect;
export type TPokerHandRow = typeof pokerHands.$inferSelect;
