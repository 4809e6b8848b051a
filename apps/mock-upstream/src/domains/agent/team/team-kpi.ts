import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isAgentType,
  toMajorUnits,
  type ZWireTeamDaySchema,
  type ZWireTeamKpiASchema,
  type ZWireTeamKpiBSchema,
} from '@site/contracts';
import { type TDayRange, teamMoney, type TTeamScope } from '../../../core/agent-tree/team-scope.js';
import { daysOf } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { uplineDailyStats, uplineMemberDays, uplineRegistrations } from '../../../db/schema-agent.js';

/**
 * `ODSFE2_TeamKPIA`: the agent's team (everyone below it) by kind, the
 * members registered in the range, those with a settled round in it, and
 * those whose first deposit fell in it; from the agent's upline rollups.
 */
export const teamKpiA = (
  db: TExecutor,
  agentId: number,
  range: TDayRange,
): z.input<typeof ZWireTeamKpiASchema> => {
  const inRange = sql`day BETWEEN ${range.startDate} AND ${range.endDate}`;
  const byType = db.all<{
    type: number;
    isDirect: number;
    registeredInRange: number | null;
    total: number;
  }>(sql`
    SELECT member_type AS type, is_direct AS isDirect, sum(iif(${inRange}, members, 0)) AS registeredInRange,
      sum(members) AS total
    FROM ${uplineRegistrations}
    WHERE ancestor_id = ${agentId}
    GROUP BY member_type, is_direct
  `);
  // A member is active in the range once: on its first active day in it, the one whose previous active
  // day is before the range; a first depositor on the deposit day that has no previous one.
  const marked = db.get<{ activeMembers: number | null; firstDepositors: number | null }>(sql`
    SELECT
      sum(iif(mark = 'active' AND previous_day < ${range.startDate}, members, 0)) AS activeMembers,
      sum(iif(mark = 'deposit' AND previous_day = '', members, 0)) AS firstDepositors
    FROM ${uplineMemberDays}
    WHERE ancestor_id = ${agentId} AND mark IN ('active', 'deposit') AND ${inRange}
  `);
  const countOf = (keep: (row: (typeof byType)[number]) => boolean) =>
    byType.filter(keep).reduce((total, row) => total + row.total, 0);
  return {
    teamSize: countOf(() => true),
    directMembers: countOf((row) => row.isDirect === 1),
    agents: countOf((row) => isAgentType(row.type)),
    players: countOf((row) => !isAgentType(row.type)),
    newMembers: byType.reduce((total, row) => total + (row.registeredInRange ?? 0), 0),
    activeMembers: marked?.activeMembers ?? 0,
    firstDepositors: marked?.firstDepositors ?? 0,
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
};

/** `ODSFE2_teamKPIC`: the team's figures per merchant day, every day of the range, from the upline rollups. */
export const teamKpiC = (
  db: TExecutor,
  agentId: number,
  range: TDayRange,
): { days: z.input<typeof ZWireTeamDaySchema>[] } => {
  const inRange = sql`day BETWEEN ${range.startDate} AND ${range.endDate}`;
  const rows = db.all<TDayRow>(sql`
    SELECT day, bet_minor AS betMinor, valid_bet_minor AS validBetMinor, win_minor AS winMinor,
      deposit_minor AS depositMinor, withdraw_minor AS withdrawMinor
    FROM ${uplineDailyStats}
    WHERE ancestor_id = ${agentId} AND ${inRange}
  `);
  // A day's active members are its active member-days, whatever their previous one.
  const active = db.all<{ day: string; activeMembers: number }>(sql`
    SELECT day, sum(members) AS activeMembers
    FROM ${uplineMemberDays}
    WHERE ancestor_id = ${agentId} AND mark = 'active' AND ${inRange}
    GROUP BY day
  `);
  const registrations = db.all<{ day: string; newMembers: number }>(sql`
    SELECT day, sum(members) AS newMembers
    FROM ${uplineRegistrations}
    WHERE ancestor_id = ${agentId} AND ${inRange}
    GROUP BY day
  `);
  const rowOf = new Map(rows.map((row) => [row.day, row]));
  const activeOf = new Map(active.map((row) => [row.day, row.activeMembers]));
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
        activeMembers: activeOf.get(date) ?? 0,
        newMembers: newMembersOf.get(date) ?? 0,
      };
    }),
  };
};
