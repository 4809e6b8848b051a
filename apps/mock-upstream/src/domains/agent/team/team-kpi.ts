import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isAgentType,
  toMajorUnits,
  type ZWireTeamDaySchema,
  type ZWireTeamKpiASchema,
  type ZWireTeamKpiBSchema,
} from '@site/contracts';
import {
  merchantDaySql,
  scopeMembersSql,
  type TDayRange,
  teamMoney,
  type TTeamScope,
} from '../../../core/agent-tree/team-scope.js';
import { daysOf, timeRangeOf } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { agentTree, memberDailyStats } from '../../../db/schema-agent.js';

/**
 * `ODSFE2_TeamKPIA`: the agent's team (everyone below it) by kind, the
 * members registered in the range, those with a settled round in it, and
 * those whose first deposit fell in it.
 */
export const teamKpiA = (
  db: TExecutor,
  agentId: number,
  range: TDayRange,
): z.input<typeof ZWireTeamKpiASchema> => {
  const { from, to } = timeRangeOf(range);
  const byType = db.all<{ type: number; depth: number; registeredInRange: number; total: number }>(sql`
    SELECT m.type AS type, t.depth = 1 AS depth,
      sum(m.created_at >= ${from.getTime()} AND m.created_at < ${to.getTime()}) AS registeredInRange, count(*) AS total
    FROM ${agentTree} AS t JOIN ${members} AS m ON m.id = t.member_id
    WHERE t.ancestor_id = ${agentId}
    GROUP BY m.type, t.depth = 1
  `);
  // Per member two or three index seeks that stop at the first matching day, not a scan of every day.
  const inRange = sql`s.member_id = t.member_id AND s.day BETWEEN ${range.startDate} AND ${range.endDate}`;
  const activity = db.get<{ activeMembers: number | null; firstDepositors: number | null }>(sql`
    SELECT
      sum(EXISTS (SELECT 1 FROM ${memberDailyStats} AS s WHERE ${inRange} AND s.valid_bet_minor > 0)) AS activeMembers,
      sum(EXISTS (SELECT 1 FROM ${memberDailyStats} AS s WHERE ${inRange} AND s.deposit_minor > 0)
        AND NOT EXISTS (
          SELECT 1 FROM ${memberDailyStats} AS s
          WHERE s.member_id = t.member_id AND s.day < ${range.startDate} AND s.deposit_minor > 0
        )) AS firstDepositors
    FROM ${agentTree} AS t
    WHERE t.ancestor_id = ${agentId}
  `);
  const countOf = (keep: (row: (typeof byType)[number]) => boolean) =>
    byType.filter(keep).reduce((total, row) => total + row.total, 0);
  return {
    teamSize: countOf(() => true),
    directMembers: countOf((row) => row.depth === 1),
    agents: countOf((row) => isAgentType(row.type)),
    players: countOf((row) => !isAgentType(row.type)),
    newMembers: byType.reduce((total, row) => total + row.registeredInRange, 0),
    activeMembers: activity?.activeMembers ?? 0,
    firstDepositors: activity?.firstDepositors ?? 0,
  };
};

/** `ODSFE2_TeamKPIB`: the team's money in the range; P/L is wins − valid bets (settled rounds). */
export const teamKpiB = (
  db: TExecutor,
  scope: TTeamScope,
  range: TDayRange,
): z.input<typeof ZWireTeamKpiBSchema> => {
  const money = teamMoney(db, scope, range);
  return {
    betCount: money.betCount,
    betAmount: toMajorUnits(money.betMinor),
    validBetAmount: toMajorUnits(money.validBetMinor),
    winAmount: toMajorUnits(money.winMinor),
    profitLoss: toMajorUnits(money.winMinor - money.validBetMinor),
    depositAmount: toMajorUnits(money.depositMinor),
    withdrawAmount: toMajorUnits(money.withdrawMinor),
    bonusAmount: toMajorUnits(money.bonusMinor),
    rebateAmount: toMajorUnits(money.rebateMinor),
  };
};

type TDayRow = {
  day: string;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  depositMinor: number;
  withdrawMinor: number;
  activeMembers: number;
};

/** `ODSFE2_teamKPIC`: the team's figures per merchant day, every day of the range. */
export const teamKpiC = (
  db: TExecutor,
  agentId: number,
  range: TDayRange,
): { days: z.input<typeof ZWireTeamDaySchema>[] } => {
  const rows = db.all<TDayRow>(sql`
    SELECT s.day AS day, sum(s.bet_minor) AS betMinor, sum(s.valid_bet_minor) AS validBetMinor,
      sum(s.win_minor) AS winMinor, sum(s.deposit_minor) AS depositMinor, sum(s.withdraw_minor) AS withdrawMinor,
      sum(s.valid_bet_minor > 0) AS activeMembers
    FROM (${scopeMembersSql({ kind: 'team', agentId })}) AS scope
    JOIN ${memberDailyStats} AS s ON s.member_id = scope.member_id AND s.day BETWEEN ${range.startDate} AND ${range.endDate}
    GROUP BY s.day
  `);
  const { from, to } = timeRangeOf(range);
  // Registration days in merchant time, as the rollups count days.
  const registrations = db.all<{ day: string; newMembers: number }>(sql`
    SELECT ${merchantDaySql(sql`m.created_at`)} AS day, count(*) AS newMembers
    FROM ${agentTree} AS t JOIN ${members} AS m ON m.id = t.member_id
    WHERE t.ancestor_id = ${agentId} AND m.created_at >= ${from.getTime()} AND m.created_at < ${to.getTime()}
    GROUP BY day
  `);
  const rowOf = new Map(rows.map((row) => [row.day, row]));
  const newMembersOf = new Map(registrations.map((row) => [row.day, row.newMembers]));
  return {
    days: daysOf(range).map((date) => {
      const row = rowOf.get(date);
      return {
        date,
        betAmount: toMajorUnits(row?.betMinor ?? 0),
        validBetAmount: toMajorUnits(row?.validBetMinor ?? 0),
        profitLoss: toMajorUnits((row?.winMinor ?? 0) - (row?.validBetMinor ?? 0)),
        depositAmount: toMajorUnits(row?.depositMinor ?? 0),
        withdrawAmount: toMajorUnits(row?.withdrawMinor ?? 0),
        activeMembers: row?.activeMembers ?? 0,
        newMembers: newMembersOf.get(date) ?? 0,
      };
    }),
  };
};
