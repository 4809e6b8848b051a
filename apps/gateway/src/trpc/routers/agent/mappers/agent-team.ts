import type { z } from 'zod';
import {
  isAgentType,
  type TIncome,
  toMinorUnits,
  type TSubordinate,
  type TTeamDay,
  type TTeamOverview,
  type TTeamTransaction,
  type ZTeamBetsOutputSchema,
  type ZWireIncomeSchema,
  type ZWireSubordinateSchema,
  type ZWireTeamBetsSchema,
  type ZWireTeamDaySchema,
  type ZWireTeamKpiASchema,
  type ZWireTeamKpiBSchema,
  type ZWireTeamTransactionsSchema,
} from '@site/contracts';
import { toPage } from '../../../mappers/page.js';
import { toBet } from '../../../mappers/records.js';

const toTeamDay = (wire: z.output<typeof ZWireTeamDaySchema>): TTeamDay => ({
  date: wire.date,
  betAmount: toMinorUnits(wire.betAmount),
  validBetAmount: toMinorUnits(wire.validBetAmount),
  profitLoss: toMinorUnits(wire.profitLoss),
  depositAmount: toMinorUnits(wire.depositAmount),
  withdrawAmount: toMinorUnits(wire.withdrawAmount),
  activeMembers: wire.activeMembers,
  newMembers: wire.newMembers,
});

/** The three team calls of one range as the overview answers them. */
export const toTeamOverview = (
  members: z.output<typeof ZWireTeamKpiASchema>,
  money: z.output<typeof ZWireTeamKpiBSchema>,
  days: z.output<typeof ZWireTeamDaySchema>[],
): TTeamOverview => ({
  members,
  money: {
    betCount: money.betCount,
    betAmount: toMinorUnits(money.betAmount),
    validBetAmount: toMinorUnits(money.validBetAmount),
    winAmount: toMinorUnits(money.winAmount),
    profitLoss: toMinorUnits(money.profitLoss),
    depositAmount: toMinorUnits(money.depositAmount),
    withdrawAmount: toMinorUnits(money.withdrawAmount),
    bonusAmount: toMinorUnits(money.bonusAmount),
    rebateAmount: toMinorUnits(money.rebateAmount),
  },
  days: days.map(toTeamDay),
});

export const toSubordinate = (wire: z.output<typeof ZWireSubordinateSchema>): TSubordinate => ({
  memberId: wire.memberId,
  username: wire.username,
  isAgent: isAgentType(wire.type),
  teamSize: wire.teamSize,
  betAmount: toMinorUnits(wire.betAmount),
  validBetAmount: toMinorUnits(wire.validBetAmount),
  winAmount: toMinorUnits(wire.winAmount),
  profitLoss: toMinorUnits(wire.profitLoss),
  depositAmount: toMinorUnits(wire.depositAmount),
  withdrawAmount: toMinorUnits(wire.withdrawAmount),
});

type TWireIncomeTotals = Omit<z.output<typeof ZWireIncomeSchema>['days'][number], 'date'>;
const toIncomeTotals = (wire: TWireIncomeTotals) => ({
  dividend: toMinorUnits(wire.dividend),
  daily: toMinorUnits(wire.daily),
  hourly: toMinorUnits(wire.hourly),
  realtime: toMinorUnits(wire.realtime),
  total: toMinorUnits(wire.total),
});

export const toIncome = (wire: z.output<typeof ZWireIncomeSchema>): TIncome => ({
  current: {
    startDate: wire.current.startDate,
    endDate: wire.current.endDate,
    ...toIncomeTotals(wire.current),
  },
  previous: {
    startDate: wire.previous.startDate,
    endDate: wire.previous.endDate,
    ...toIncomeTotals(wire.previous),
  },
  days: wire.days.map((day) => ({ date: day.date, ...toIncomeTotals(day) })),
});

export const toTeamBets = (
  wire: z.output<typeof ZWireTeamBetsSchema>,
): z.output<typeof ZTeamBetsOutputSchema> => ({
  ...toPage(wire, (row) => ({ ...toBet(row), username: row.username })),
  summary: {
    betAmount: toMinorUnits(wire.summary.betAmount),
    winAmount: toMinorUnits(wire.summary.winAmount),
    netAmount: toMinorUnits(wire.summary.netAmount),
  },
});

export const toTeamTransactions = (wire: z.output<typeof ZWireTeamTransactionsSchema>) =>
  toPage(wire, (row): TTeamTransaction => ({
    transactionId: row.transactionId,
    type: row.type,
    amount: toMinorUnits(row.amount),
    accountTypeId: row.accountTypeId,
    createdAt: row.createdAt,
    remark: row.remark ?? null,
    username: row.username,
  }));
