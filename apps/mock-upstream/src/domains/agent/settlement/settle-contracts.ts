import { and, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { TContractType } from '@site/contracts';
import { IN_FORCE_STATUSES } from '../../../core/agent-tree/contract-flags.js';
import { mockNow } from '../../../core/clock/mock-clock.js';
import { periodAfter, periodAt, type TPeriod } from '../../../core/clock/periods.js';
import { postLedgerEntry } from '../../../core/money/ledger.js';
import { mainWalletOf } from '../../../core/money/main-wallet.js';
import type { TExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { agentContracts, agentSettlements } from '../../../db/schema-agent.js';
import { publishAgentPayout, publishBalance, type TEventContext } from '../../../events/member-events.js';
import type { TContract } from '../contracts/contract-store.js';
import { contractStartOf, toWireSettlement, type TSettlementRow } from './settlement-views.js';
import { payoutOf, qualifies, teamFigures } from './team-figures.js';

/**
 * Periods one contract settles in one run at most. A contract behind by
 * months of 5-minute periods (a mock clock moved far ahead, a server down
 * for weeks) would otherwise settle tens of thousands of periods in one
 * tick and hold the event loop; capped, each run does a bounded amount of
 * work and the next tick goes on from the last settled period, so every
 * period is still settled, in order, and none is skipped (a day of
 * real-time periods per run catches up a month in 30 ticks).
 */
export const MAX_PERIODS_PER_RUN = 288;

/** One period settled by a run. */
export type TSettled = {
  contractId: number;
  memberId: number;
  username: string;
  periodStart: number;
  amountMinor: number;
};

export type TSettleScope = {
  merchantId?: number | undefined;
  contractType?: TContractType | undefined;
  /** Told of a contract whose run failed; the others still settle, and the next run retries it. */
  onError: (contractId: number, error: unknown) => void;
};

/** The first period the contract has not settled: after its newest settlement, else the one it started in. */
const firstUnsettled = (db: TExecutor, contract: TContract): TPeriod => {
  const newest = db
    .select({ periodStart: max(agentSettlements.periodStart) })
    .from(agentSettlements)
    .where(eq(agentSettlements.contractId, contract.id))
    .get()?.periodStart;
  return newest
    ? periodAfter(contract.period, periodAt(contract.period, newest.getTime()))
    : periodAt(contract.period, contractStartOf(contract));
};

/**
 * One period of one contract, in one transaction: the settlement row
 * (unique per contract and period start: a second runner writes nothing)
 * and, when it pays, the ledger entry `settlement:<contract>:<periodStart>`.
 * The first period counts from the contract's start. The row is dated at
 * its period's end, so a late run (after a crash, the first after the seed)
 * still books each period on its own day for the income report; the ledger
 * entry by real time, when the money moved.
 */
const settlePeriod = (
  db: TExecutor,
  contract: TContract,
  period: TPeriod,
  realNow: Date,
): TSettlementRow | undefined => {
  const from = Math.max(period.start, contractStartOf(contract));
  const figures = teamFigures(db, contract.memberId, from, period.end);
  const amountMinor = payoutOf(contract, figures);
  const row = db
    .insert(agentSettlements)
    .values({
      contractId: contract.id,
      memberId: contract.memberId,
      contractType: contract.contractType,
      periodStart: new Date(period.start),
      periodEnd: new Date(period.end),
      ...figures,
      rateBp: contract.rateBp,
      amountMinor,
      status: qualifies(contract, figures) ? 'paid' : 'not_qualified',
      settledAt: new Date(period.end),
    })
    .onConflictDoNothing()
    .returning()
    .get();
  if (row && amountMinor > 0)
    postLedgerEntry(db, {
      walletId: mainWalletOf(db, contract.memberId).id,
      amountMinor,
      kind: contract.contractType === 'dividend' ? 'dividend' : 'salary',
      idempotencyKey: `settlement:${contract.id}:${period.start}`,
      reference: `settlement:${row.id}`,
      now: realNow,
    });
  return row;
};

const usernameOf = (db: TExecutor, memberId: number) =>
  db.select({ username: members.username }).from(members).where(eq(members.id, memberId)).get()?.username ??
  '';

/**
 * The settlement job's run: every closed, unsettled period (by each
 * merchant's clock) of every contract in force, from its start, at most
 * `MAX_PERIODS_PER_RUN` per contract. Run twice, it pays once; a run that
 * stopped half-way is taken up by the next from the last committed period.
 * After each commit: `agent_payout` for what paid, then each paid agent's balance.
 */
export const settleDueContracts = (
  context: TEventContext,
  realNow: Date,
  scope: TSettleScope,
): TSettled[] => {
  const filters: SQL[] = [inArray(agentContracts.status, IN_FORCE_STATUSES)];
  if (scope.merchantId !== undefined) filters.push(eq(agentContracts.merchantId, scope.merchantId));
  if (scope.contractType) filters.push(eq(agentContracts.contractType, scope.contractType));
  const contracts = context.db
    .select()
    .from(agentContracts)
    .where(and(...filters))
    .orderBy(agentContracts.id)
    .all();
  const settled: TSettled[] = [];
  const paidMembers = new Set<number>();
  for (const contract of contracts) {
    const now = mockNow(context.db, contract.merchantId, realNow);
    try {
      let period = firstUnsettled(context.db, contract);
      for (let count = 0; count < MAX_PERIODS_PER_RUN && period.end <= now.getTime(); count++) {
        const closed = period;
        const row = context.db.transaction((tx) => settlePeriod(tx, contract, closed, realNow));
        if (row) {
          const username = usernameOf(context.db, contract.memberId);
          settled.push({
            contractId: contract.id,
            memberId: contract.memberId,
            username,
            periodStart: closed.start,
            amountMinor: row.amountMinor,
          });
          if (row.amountMinor > 0) {
            publishAgentPayout(context, contract.memberId, toWireSettlement(row, username));
            paidMembers.add(contract.memberId);
          }
        }
        period = periodAfter(contract.period, closed);
      }
    } catch (error) {
      scope.onError(contract.id, error);
    }
  }
  for (const memberId of paidMembers) publishBalance(context, memberId);
  return settled;
};
