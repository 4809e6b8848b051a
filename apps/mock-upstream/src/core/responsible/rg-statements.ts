import type Database from 'better-sqlite3';
import { connectionOf, type TExecutor } from '../../db/client.js';

/**
 * The responsible gaming checks' queries, prepared once per connection: a
 * bet runs them on the hot path (bench/ledger), where drizzle's per-query
 * preparation would cost more than the reads. Times are epoch ms.
 */
/** A prepared read, typed by its own names (better-sqlite3's statement type cannot be named in declarations). */
type TQuery<TParams extends unknown[], TRow> = {
  get: (...params: TParams) => TRow | undefined;
  all: (...params: TParams) => TRow[];
};

const prepare = <TParams extends unknown[], TRow>(
  connection: Database.Database,
  source: string,
): TQuery<TParams, TRow> => {
  const statement = connection.prepare<TParams, TRow>(source);
  return { get: (...params) => statement.get(...params), all: (...params) => statement.all(...params) };
};

const build = (connection: Database.Database) => ({
  person: prepare<[number], TPersonRow>(
    connection,
    `SELECT m.id AS memberId, m.merchant_id AS merchantId, m.mobile, m.country_dialing_code AS dialingCode,
            m.payee_name AS fullName, p.birthday
       FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.id = ?`,
  ),
  clockOffset: prepare<[number], { offsetMs: number }>(
    connection,
    'SELECT offset_ms AS offsetMs FROM mock_clock WHERE merchant_id = ?',
  ),
  /** The member's latest break: the one that decides the restriction. */
  latestBreak: prepare<[number], TBreakRow>(
    connection,
    `SELECT id, kind, started_at AS startedAt, ends_at AS endsAt,
            return_requested_at AS returnRequestedAt, return_opens_at AS returnOpensAt
       FROM rg_breaks WHERE member_id = ? ORDER BY ends_at DESC, id DESC LIMIT 1`,
  ),
  /** A listing in force that names the person: by mobile, or by name (and birth date when the entry has one). */
  listing: prepare<[number, string | null, string | null, string | null, number, number], TListingRow>(
    connection,
    `SELECT id, source, member_id AS memberId, added_at AS addedAt, ends_at AS endsAt FROM restricted_persons
      WHERE merchant_id = ?
        AND ((mobile IS NOT NULL AND mobile = ?)
          OR (full_name IS NOT NULL AND full_name = ? AND (birth_date IS NULL OR birth_date = ?)))
        AND (ends_at IS NULL OR ends_at > ?)
        AND (member_id IS NULL OR member_id <> ?)
      ORDER BY added_at LIMIT 1`,
  ),
  limits: prepare<[number], TLimitRow>(
    connection,
    `SELECT type, period, value, pending_value AS pendingValue, pending_effective_at AS pendingEffectiveAt
       FROM rg_limits WHERE member_id = ?`,
  ),
  depositsSince: prepare<[number, number, number], { total: number }>(
    connection,
    `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM deposit_orders
      WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status IN ('pending', 'approved')`,
  ),
  /** Lottery lines are rounds too (engine `lottery`): they count once, from their sub-orders below. */
  roundBetsSince: prepare<[number, number, number], { total: number }>(
    connection,
    `SELECT COALESCE(SUM(bet_minor), 0) AS total FROM game_rounds
      WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status <> 'rolled_back'
        AND engine <> 'lottery'`,
  ),
  lotteryStakesSince: prepare<[number, number, number], { total: number }>(
    connection,
    `SELECT COALESCE(SUM(s.stake_minor), 0) AS total FROM lottery_sub_orders s
       JOIN lottery_orders o ON o.id = s.order_id
      WHERE o.member_id = ? AND o.created_at >= ? AND o.created_at < ? AND s.status <> 'cancelled'`,
  ),
  /**
   * Stakes minus wins: rounds settled in the period, and stakes still open
   * (counted lost until they settle); lottery lines from their sub-orders.
   */
  roundLossSince: prepare<[number, number, number, number, number], { total: number }>(
    connection,
    `SELECT COALESCE(SUM(CASE WHEN status = 'settled' THEN bet_minor - win_minor ELSE bet_minor END), 0) AS total
       FROM game_rounds
      WHERE member_id = ? AND engine <> 'lottery'
        AND ((status = 'settled' AND settled_at >= ? AND settled_at < ?)
          OR (status = 'open' AND created_at >= ? AND created_at < ?))`,
  ),
  lotteryLossSince: prepare<[number, number, number, number, number], { total: number }>(
    connection,
    `SELECT COALESCE(SUM(CASE WHEN s.status = 'open' THEN s.stake_minor ELSE s.stake_minor - s.win_minor END), 0) AS total
       FROM lottery_sub_orders s JOIN lottery_orders o ON o.id = s.order_id
      WHERE o.member_id = ? AND s.status <> 'cancelled'
        AND ((s.status <> 'open' AND s.settled_at >= ? AND s.settled_at < ?)
          OR (s.status = 'open' AND o.created_at >= ? AND o.created_at < ?))`,
  ),
  /** Launches and rounds of the period, oldest first: the play-time limit measures the spans between them. */
  playMoments: prepare<[number, number, number, number, number, number], { at: number }>(
    connection,
    `SELECT created_at AS at FROM game_launches WHERE member_id = ? AND created_at >= ? AND created_at < ?
     UNION ALL
     SELECT created_at AS at FROM game_rounds WHERE member_id = ? AND created_at >= ? AND created_at < ?
     ORDER BY at`,
  ),
  sessionStart: prepare<[string], { createdAt: number; memberId: number }>(
    connection,
    'SELECT created_at AS createdAt, member_id AS memberId FROM sessions WHERE token = ?',
  ),
  settledRoundsNetSince: prepare<[number, number], { net: number }>(
    connection,
    `SELECT COALESCE(SUM(win_minor - bet_minor), 0) AS net FROM game_rounds
      WHERE member_id = ? AND status = 'settled' AND settled_at >= ? AND engine <> 'lottery'`,
  ),
  settledLotteryNetSince: prepare<[number, number], { net: number }>(
    connection,
    `SELECT COALESCE(SUM(s.win_minor - s.stake_minor), 0) AS net
       FROM lottery_sub_orders s JOIN lottery_orders o ON o.id = s.order_id
      WHERE o.member_id = ? AND s.status IN ('won', 'lost') AND s.settled_at >= ?`,
  ),
  realityCheck: prepare<[number], { seconds: number }>(
    connection,
    'SELECT reality_check_seconds AS seconds FROM rg_settings WHERE member_id = ?',
  ),
});

export type TPersonRow = {
  memberId: number;
  merchantId: number;
  mobile: string | null;
  dialingCode: string | null;
  fullName: string | null;
  birthday: string | null;
};
export type TBreakRow = {
  id: number;
  kind: 'time_out' | 'self_exclusion';
  startedAt: number;
  endsAt: number;
  returnRequestedAt: number | null;
  returnOpensAt: number | null;
};
export type TListingRow = {
  id: number;
  source: 'ndrp' | 'self_exclusion';
  memberId: number | null;
  addedAt: number;
  endsAt: number | null;
};
export type TLimitRow = {
  type: string;
  period: string;
  value: number | null;
  pendingValue: number | null;
  pendingEffectiveAt: number | null;
};

type TStatements = ReturnType<typeof build>;
const cache = new WeakMap<Database.Database, TStatements>();

export const rgStatements = (executor: TExecutor): TStatements => {
  const connection = connectionOf(executor);
  let statements = cache.get(connection);
  if (!statements) {
    statements = build(connection);
    cache.set(connection, statements);
  }
  return statements;
};
