import { type SQL, sql } from 'drizzle-orm';
import { MERCHANT_UTC_OFFSET_MINUTES } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import type { TMember } from '../../db/schema.js';
import { agentTree, memberDailyStats, memberGameDailyStats } from '../../db/schema-agent.js';
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

export const teamMoney = (db: TExecutor, scope: TTeamScope, range: TDayRange): TTeamMoney => {
  const row = db.get<{ [K in keyof TTeamMoney]: number | null }>(sql`
    SELECT sum(s.bet_count) AS betCount, sum(s.bet_minor) AS betMinor, sum(s.valid_bet_minor) AS validBetMinor,
      sum(s.win_minor) AS winMinor, sum(s.deposit_minor) AS depositMinor, sum(s.withdraw_minor) AS withdrawMinor,
      sum(s.bonus_minor) AS bonusMinor, sum(s.rebate_minor) AS rebateMinor
    FROM (${scopeMembersSql(scope)}) AS scope
    JOIN ${memberDailyStats} AS s ON s.member_id = scope.member_id AND s.day BETWEEN ${range.startDate} AND ${range.endDate}
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

/**
 * A scope's game money per category in a range (or of one category), from
 * the daily rollups: summed per member first, as its rows come (member,
 * category, day), so only the members' sums are sorted by category.
 */
export const teamMoneyByGameType = (db: TExecutor, scope: TTeamScope, range: TDayRange, gameType?: string) =>
  db.all<{
    gameType: string;
    betCount: number;
    betMinor: number;
    validBetMinor: number;
    winMinor: number;
  }>(sql`
    SELECT game_type AS gameType, sum(bet_count) AS betCount, sum(bet_minor) AS betMinor,
      sum(valid_bet_minor) AS validBetMinor, sum(win_minor) AS winMinor
    FROM (
      SELECT s.game_type AS game_type, sum(s.bet_count) AS bet_count, sum(s.bet_minor) AS bet_minor,
        sum(s.valid_bet_minor) AS valid_bet_minor, sum(s.win_minor) AS win_minor
      FROM (${scopeMembersSql(scope)}) AS scope
      JOIN ${memberGameDailyStats} AS s ON s.member_id = scope.member_id
        AND s.day BETWEEN ${range.startDate} AND ${range.endDate}
        ${gameType === undefined ? sql`` : sql`AND s.game_type = ${gameType}`}
      GROUP BY scope.member_id, s.game_type
    )
    GROUP BY game_type
    ORDER BY game_type
  `);

/** The agent's whole team, or the one member of it a `username` filter names (404 `downline_not_found` outside it). */
export const teamScopeOf = (db: TExecutor, agent: TMember, username: string | undefined): TTeamScope =>
  username
    ? { kind: 'member', memberId: teamMemberByUsername(db, agent, username).id }
    : { kind: 'team', agentId: agent.id };
