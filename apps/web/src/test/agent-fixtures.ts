import type { TIncome, TSubordinate, TTeamBet, TTeamOverview, TTeamTransaction } from '@site/contracts/api';
import { member } from './fixtures';
import { bet, transaction } from './records-fixtures';

/*
 * Answers of the agent procedures as the gateway gives them (amounts in minor
 * units, days merchant days), for the agent centre's pages.
 */

export const agentMember = () =>
  member({ id: '2001', account: 'demo_agent', nickname: 'Boss Agent', type: 1, isAgent: true });

/** Two days of a team: 18 May and 19 May 2025. */
export const teamOverview = (overrides: Partial<TTeamOverview> = {}): TTeamOverview => ({
  members: {
    teamSize: 42,
    directMembers: 7,
    agents: 3,
    players: 39,
    newMembers: 5,
    activeMembers: 18,
    firstDepositors: 4,
  },
  money: {
    betCount: 310,
    betAmount: 1_250_000,
    validBetAmount: 1_200_000,
    winAmount: 1_100_000,
    profitLoss: -150_000,
    depositAmount: 900_000,
    withdrawAmount: 300_000,
    bonusAmount: 20_000,
    rebateAmount: 6_000,
  },
  days: [
    {
      date: '2025-05-18',
      betAmount: 500_000,
      validBetAmount: 480_000,
      profitLoss: -70_000,
      depositAmount: 400_000,
      withdrawAmount: 100_000,
      activeMembers: 12,
      newMembers: 2,
    },
    {
      date: '2025-05-19',
      betAmount: 750_000,
      validBetAmount: 720_000,
      profitLoss: 25_000,
      depositAmount: 500_000,
      withdrawAmount: 200_000,
      activeMembers: 15,
      newMembers: 3,
    },
  ],
  ...overrides,
});

const incomeTotals = (dividend: number, daily: number, hourly: number, realtime: number) => ({
  dividend,
  daily,
  hourly,
  realtime,
  total: dividend + daily + hourly + realtime,
});

export const income = (overrides: Partial<TIncome> = {}): TIncome => ({
  current: { startDate: '2025-05-14', endDate: '2025-05-20', ...incomeTotals(50_000, 12_000, 3_000, 800) },
  previous: { startDate: '2025-05-07', endDate: '2025-05-13', ...incomeTotals(0, 9_000, 2_500, 600) },
  days: [
    { date: '2025-05-19', ...incomeTotals(50_000, 6_000, 1_000, 300) },
    { date: '2025-05-20', ...incomeTotals(0, 6_000, 2_000, 500) },
  ],
  ...overrides,
});

export const teamBet = (overrides: Partial<TTeamBet> = {}): TTeamBet => ({
  ...bet(),
  username: 'demo_sub',
  ...overrides,
});

export const teamTransaction = (overrides: Partial<TTeamTransaction> = {}): TTeamTransaction => {
  const { balanceAfter: _balanceAfter, ...movement } = transaction();
  return { ...movement, username: 'demo_sub', ...overrides };
};

export const subordinate = (overrides: Partial<TSubordinate> = {}): TSubordinate => ({
  memberId: '3001',
  username: 'demo_sub',
  isAgent: true,
  teamSize: 12,
  betAmount: 400_000,
  validBetAmount: 380_000,
  winAmount: 350_000,
  profitLoss: -50_000,
  depositAmount: 200_000,
  withdrawAmount: 80_000,
  ...overrides,
});
