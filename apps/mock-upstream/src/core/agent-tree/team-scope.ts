import { type SQL, sql } from 'drizzle-orm';
import { MERCHANT_UTC_OFFSET_MINUTES } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import {
  agentTree,
  memberDailyStats,
  memberGameDailyStats,
  uplineDailyStats,
  uplineGameDailyStats,
} from '../../db/schema-agent.js';
import { teamMemberByUsername } from './team-member.js';

/**
 * Whose figures a report adds up: an agent's team (everyone below it), a
 * member's own team with itself (a subordinate's line), or one member.
 */
export type TTeamScope =
  | { kind: 'team'; agentId: number }
  | { kind: 'line'; memberId: number }
  | { kind: 'member'; memberId: number };

/** The member ids of a scope, as a subquery with one `member_id` column. */
export const scopeMembersSql = (scope: TTeamScope): SQL => {
  switch (scope.kind) {
    case 'team':
      return sql`SELECT ${agentTree.memberId} AS member_id FROM ${agentTree} WHERE ${agentTree.ancestorId} = ${scope.agentId}`;
    case 'line':
      return sql`SELECT ${agentTree.memberId} AS member_id FROM ${agentTree} WHERE ${agentTree.ancestorId} = ${scope.memberId} UNION ALL SELECT ${scope.memberId}`;
    case 'member':
      return sql`SELECT ${scope.memberId} AS member_id`;
  }
};

/** The merchant day (yyyy-MM-dd, UTC+8) of an epoch-ms column, as the rollups' triggers count days. */
export const merchantDaySql = (column: SQL): SQL =>
  sql`date(${column} / 1000 + ${MERCHANT_UTC_OFFSET_MINUTES * 60}, 'unixepoch')`;

/** Merchant days, inclusive, as the rollups store them (yyyy-MM-dd, UTC+8). */
export type TDayRange = { startDate: string; endDate: string };

/** A scope's money in a range, in minor units, from the daily rollups. */
export type TTeamMoney = {
  betCount: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  depositMinor: number;
  withdrawMinor: number;
  bonusMinor: number;
  rebateMinor: number;
};

const MONEY_COLUMNS = sql.raw(
  'bet_count, bet_minor, valid_bet_minor, win_minor, deposit_minor, withdraw_minor, bonus_minor, rebate_minor',
);
const GAME_MONEY_COLUMNS = sql.raw('game_type, bet_count, bet_minor, valid_bet_minor, win_minor');

/**
 * A scope's rows of a pair of rollups in a range: a team's are its agent's
 * upline rows (one per day, not one per member and day), a line's those and
 * the member's own, a member's its own.
 */
const scopeRowsSql = (
  scope: TTeamScope,
  range: TDayRange,
  columns: SQL,
  tables: { member: SQL; upline: SQL },
  filter: SQL,
): SQL => {
  const inRange = sql`day BETWEEN ${range.startDate} AND ${range.endDate} ${filter}`;
  const uplineRows = (ancestorId: number) =>
    sql`SELECT ${columns} FROM ${tables.upline} WHERE ancestor_id = ${ancestorId} AND ${inRange}`;
  const memberRows = (memberId: number) =>
    sql`SELECT ${columns} FROM ${tables.member} WHERE member_id = ${memberId} AND ${inRange}`;
  switch (scope.kind) {
    case 'team':
      return uplineRows(scope.agentId);
    case 'line':
      return sql`${uplineRows(scope.memberId)} UNION ALL ${memberRows(scope.memberId)}`;
    case 'member':
      return memberRows(scope.memberId);
  }
};

/** A scope's money in a range, from the daily rollups. */
export const teamMoney = (db: TExecutor, scope: TTeamScope, range: TDayRange): TTeamMoney => {
  const rows = scopeRowsSql(
    scope,
    range,
    MONEY_COLUMNS,
    { member: sql`${memberDailyStats}`, upline: sql`${uplineDailyStats}` },
    sql``,
  );
  const row = db.get<{ [K in keyof TTeamMoney]: number | null }>(sql`
    SELECT sum(bet_count) AS betCount, sum(bet_minor) AS betMinor, sum(valid_bet_minor) AS validBetMinor,
      sum(win_minor) AS winMinor, sum(deposit_minor) AS depositMinor, sum(withdraw_minor) AS withdrawMinor,
      sum(bonus_minor) AS bonusMinor, sum(rebate_minor) AS rebateMinor
    FROM (${rows})
  `);
  return {
    betCount: row.betCount ?? 0,
    betMinor: row.betMinor ?? 0,
    validBetMinor: row.validBetMinor ?? 0,
    winMinor: row.winMinor ?? 0,
    depositMinor: row.depositMinor ?? 0,
    withdrawMinor: row.withdrawMinor ?? 0,
    bonusMinor: row.bonusMinor ?? 0,
    rebateMinor: row.rebateMinor ?? 0,
  };
};

/** A scope's game money per category in a range (or of one category), from the daily rollups. */
export const teamMoneyByGameType = (
  db: TExecutor,
  scope: TTeamScope,
  range: TDayRange,
  gameType?: string,
) => {
  const rows = scopeRowsSql(
    scope,
    range,
    GAME_MONEY_COLUMNS,
    { member: sql`${memberGameDailyStats}`, upline: sql`${uplineGameDailyStats}` },
    gameType === undefined ? sql`` : sql`AND game_type = ${gameType}`,
  );
  return db.all<{
    gameType: string;
    betCount: number;
    betMinor: number;
    validBetMinor: number;
    winMinor: number;
  }>(sql`
    SELECT game_type AS gameType, sum(bet_count) AS betCount, sum(bet_minor) AS betMinor,
      sum(valid_bet_minor) AS validBetMinor, sum(win_minor) AS winMinor
    FROM (${rows})
    GROUP BY game_type
    ORDER BY game_type
  `);
};

/** The agent's whole team, or the one member of it a `username` filter names (404 `downline_not_found` outside it). */
export const teamScopeOf = (db: TExecutor, agent: TMember, username: string | undefined): TTeamScope =>
  username
    ? { kind: 'member', memberId: teamMemberByUsername(db, agent, username).id }
    : { kind: 'team', agentId: agent.id };
