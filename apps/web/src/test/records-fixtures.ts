import type {
  TBet,
  TBonus,
  TInboxMessage,
  TManualRebate,
  TProfitLoss,
  TTransaction,
} from '@site/contracts/api';

/*
 * Rows of the records and inbox procedures as the gateway answers them
 * (amounts in minor units), and a page around them.
 */

/** 20 May 2025, 10:30:00 in UTC+8. */
export const RECORD_TIME = Date.parse('2025-05-20T02:30:00Z');

export const pageOfRows = <T>(rows: T[], { pageNo = 1, totalPages = 1, totalCount = rows.length } = {}) => ({
  rows,
  pageNo,
  totalPages,
  totalCount,
});

export const bet = (overrides: Partial<TBet> = {}): TBet => ({
  roundId: 'r-1',
  gameName: 'Lucky Dragon',
  vassalage: 'PG',
  gameType: 'RNG',
  betAmount: 1000,
  winAmount: 1500,
  netAmount: 500,
  status: 'settled',
  createdAt: RECORD_TIME,
  settledAt: RECORD_TIME,
  ...overrides,
});

export const transaction = (overrides: Partial<TTransaction> = {}): TTransaction => ({
  transactionId: 't-1',
  type: 'DEPOSIT',
  amount: 50_000,
  balanceAfter: 150_000,
  accountTypeId: 1,
  createdAt: RECORD_TIME,
  remark: null,
  ...overrides,
});

export const bonus = (overrides: Partial<TBonus> = {}): TBonus => ({
  bonusId: 'b-1',
  type: 'PROMOTION',
  amount: 8800,
  createdAt: RECORD_TIME,
  remark: 'Welcome bonus',
  ...overrides,
});

export const profitLoss = (overrides: Partial<TProfitLoss> = {}): TProfitLoss => ({
  categories: [
    { gameType: 'RNG', betCount: 12, betAmount: 120_000, winAmount: 90_000, profitLoss: -30_000 },
    { gameType: 'LIVE', betCount: 3, betAmount: 30_000, winAmount: 45_000, profitLoss: 15_000 },
  ],
  betAmount: 150_000,
  winAmount: 135_000,
  profitLoss: -15_000,
  depositAmount: 500_000,
  withdrawAmount: 200_000,
  bonusAmount: 8800,
  rebateAmount: 1200,
  ...overrides,
});

export const manualRebate = (overrides: Partial<TManualRebate> = {}): TManualRebate => ({
  categories: [
    { gameType: 'RNG', validBet: 100_000, ratePercent: 1.2, rebateAmount: 1200 },
    { gameType: 'LIVE', validBet: 50_000, ratePercent: 0.8, rebateAmount: 400 },
    { gameType: 'PVP', validBet: 20_000, ratePercent: 0, rebateAmount: 0 },
  ],
  totalRebate: 1600,
  since: RECORD_TIME,
  ...overrides,
});

export const inboxMessage = (overrides: Partial<TInboxMessage> = {}): TInboxMessage => ({
  id: 'm-1',
  type: 'DEPOSIT_CREDITED',
  title: 'Deposit credited',
  content: 'Your deposit of ₱500.00 was credited.',
  isRead: false,
  createdAt: RECORD_TIME,
  ...overrides,
});
