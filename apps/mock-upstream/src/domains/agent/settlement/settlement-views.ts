import { and, count, desc, eq, gte, lt, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_PERIODS_BY_TYPE,
  type TContractType,
  toMajorUnits,
  type ZWireCurrentSettlementSchema,
  type ZWireSettlementSchema,
} from '@site/contracts';
import { mockNow } from '../../../core/clock/mock-clock.js';
import { periodAt } from '../../../core/clock/periods.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember } from '../../../db/schema.js';
import { agentContracts, agentSettlements } from '../../../db/schema-agent.js';
import { contractInForce } from '../contracts/contract-store.js';
import { payoutOf, teamFigures } from './team-figures.js';

export type TSettlementRow = typeof agentSettlements.$inferSelect;
export type TWireSettlement = z.input<typeof ZWireSettlementSchema>;

/** A settlement as the wire has it; `username` is the paid agent's. */
export const toWireSettlement = (settlement: TSettlementRow, username: string): TWireSettlement => ({
  settlementId: settlement.id,
  contractId: settlement.contractId,
  contractType: settlement.contractType,
  username,
  periodStart: settlement.periodStart.getTime(),
  periodEnd: settlement.periodEnd.getTime(),
  validBetAmount: toMajorUnits(settlement.validBetMinor),
  profitLoss: toMajorUnits(settlement.profitLossMinor),
  activeMembers: settlement.activeMembers,
  rate: settlement.rateBp / 100,
  amount: toMajorUnits(settlement.amountMinor),
  status: settlement.status,
  settledAt: settlement.settledAt.getTime(),
});

/** When a contract starts paying: its acceptance (an offer), else when it was written in force. */
export const contractStartOf = (contract: { decidedAt: Date | null; offeredAt: Date }): number =>
  (contract.decidedAt ?? contract.offeredAt).getTime();

/**
 * `<type>Current`: the period running now by the merchant's clock, the
 * team's figures in it so far (from the contract's start, when that is
 * later) and what it would pay if it closed now; without a contract in
 * force the type's first period, no rate and no estimate.
 */
export const currentSettlement = (
  db: TExecutor,
  agent: TMember,
  contractType: TContractType,
  realNow: Date,
): z.input<typeof ZWireCurrentSettlementSchema> => {
  const now = mockNow(db, agent.merchantId, realNow).getTime();
  const contract = contractInForce(db, agent.id, contractType);
  const period = periodAt(contract?.period ?? CONTRACT_PERIODS_BY_TYPE[contractType][0]!, now);
  const from = contract ? Math.max(period.start, contractStartOf(contract)) : period.start;
  const figures = teamFigures(db, agent.id, from, now + 1);
  return {
    contractId: contract?.id ?? null,
    periodStart: period.start,
    periodEnd: period.end,
    validBetAmount: toMajorUnits(figures.validBetMinor),
    profitLoss: toMajorUnits(figures.profitLossMinor),
    activeMembers: figures.activeMembers,
    rate: contract ? contract.rateBp / 100 : null,
    estimatedAmount: contract ? toMajorUnits(payoutOf(contract, figures)) : null,
  };
};

/** Settlements whose period starts in the query's days, newest first, with the total over all of them. */
const settlementsPage = (db: TExecutor, filters: SQL[], query: TRecordQuery) => {
  const { from, to } = timeRangeOf(query);
  const where = and(
    ...filters,
    gte(agentSettlements.periodStart, from),
    lt(agentSettlements.periodStart, to),
  );
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ settlement: agentSettlements, username: members.username })
    .from(agentSettlements)
    .innerJoin(agentContracts, eq(agentContracts.id, agentSettlements.contractId))
    .innerJoin(members, eq(members.id, agentSettlements.memberId))
    .where(where)
    .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
    .limit(limit)
    .offset(offset)
    .all();
  const totals = db
    .select({ total: count(), amount: sum(agentSettlements.amountMinor) })
    .from(agentSettlements)
    .innerJoin(agentContracts, eq(agentContracts.id, agentSettlements.contractId))
    .where(where)
    .get();
  return {
    ...wirePage(
      rows.map((row) => toWireSettlement(row.settlement, row.username)),
      totals?.total ?? 0,
      query,
    ),
    totalAmount: toMajorUnits(Number(totals?.amount ?? 0)),
  };
};

/** `<type>Settlements`: the agent's own settled periods of the type. */
export const ownSettlements = (
  db: TExecutor,
  agent: TMember,
  contractType: TContractType,
  query: TRecordQuery,
) =>
  settlementsPage(
    db,
    [eq(agentSettlements.memberId, agent.id), eq(agentSettlements.contractType, contractType)],
    query,
  );

/** `ODSFE2_PayoutDividend`: the dividends of the contracts the agent gave its downline agents. */
export const downlineDividends = (db: TExecutor, agent: TMember, query: TRecordQuery) =>
  settlementsPage(
    db,
    [eq(agentContracts.uplineMemberId, agent.id), eq(agentSettlements.contractType, 'dividend')],
    query,
  );
