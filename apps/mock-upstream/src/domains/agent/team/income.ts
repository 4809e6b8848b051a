import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_TYPES,
  daysInRange,
  type TContractType,
  toMajorUnits,
  type ZWireIncomeSchema,
} from '@site/contracts';
import { merchantDaySql, type TDayRange } from '../../../core/agent-tree/team-scope.js';
import { daysOf, merchantDayOf, timeRangeOf } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { agentSettlements } from '../../../db/schema-agent.js';

type TIncomeTotals = Record<TContractType, number> & { total: number };

const totalsOf = (rows: { contractType: TContractType; amountMinor: number }[]) => {
  const totals = Object.fromEntries(CONTRACT_TYPES.map((type) => [type, 0])) as Record<TContractType, number>;
  for (const row of rows) totals[row.contractType] += row.amountMinor;
  const wire = Object.fromEntries(CONTRACT_TYPES.map((type) => [type, toMajorUnits(totals[type])]));
  return {
    ...wire,
    total: toMajorUnits(rows.reduce((sum, row) => sum + row.amountMinor, 0)),
  } as TIncomeTotals;
};

/** The agent's paid settlements per merchant day and contract type, settled in the range. */
const paidByDay = (db: TExecutor, agentId: number, range: TDayRange) => {
  const { from, to } = timeRangeOf(range);
  return db
    .select({
      day: merchantDaySql(sql`${agentSettlements.settledAt}`).mapWith(String),
      contractType: agentSettlements.contractType,
      amountMinor: sql<number>`sum(${agentSettlements.amountMinor})`.mapWith(Number),
    })
    .from(agentSettlements)
    .where(
      and(
        eq(agentSettlements.memberId, agentId),
        eq(agentSettlements.status, 'paid'),
        gte(agentSettlements.settledAt, from),
        lt(agentSettlements.settledAt, to),
      ),
    )
    .groupBy(sql`1`, agentSettlements.contractType)
    .all();
};

/**
 * `ODS2_AgentPrevAndCurrIncome`: salaries and dividends paid to the agent
 * in the range, in as many days just before it, and per day of the range.
 */
export const incomeReport = (
  db: TExecutor,
  agentId: number,
  range: TDayRange,
): z.input<typeof ZWireIncomeSchema> => {
  const length = daysInRange(range.startDate, range.endDate);
  const { from } = timeRangeOf(range);
  const previous = {
    startDate: merchantDayOf(from.getTime() - length * 86_400_000),
    endDate: merchantDayOf(from.getTime() - 1),
  };
  const current = paidByDay(db, agentId, range);
  return {
    current: { ...range, ...totalsOf(current) },
    previous: { ...previous, ...totalsOf(paidByDay(db, agentId, previous)) },
    days: daysOf(range).map((date) => ({ date, ...totalsOf(current.filter((row) => row.day === date)) })),
  };
};
