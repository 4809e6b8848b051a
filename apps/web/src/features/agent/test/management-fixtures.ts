import type {
  TContract,
  TContractInfo,
  TContractRequest,
  TCurrentSettlement,
  TDownline,
  TDownlineDetail,
  TInviteLink,
  TSettlement,
} from '@site/contracts/api';

/*
 * Answers of the agent management procedures (register centre, downlines,
 * contracts) as the gateway gives them: amounts in minor units, rates percent.
 */

export const inviteLink = (overrides: Partial<TInviteLink> = {}): TInviteLink => ({
  linkId: '51',
  code: 'AB12CD34',
  memberKind: 'player',
  createdAt: Date.UTC(2025, 4, 18, 4),
  registrations: 3,
  ...overrides,
});

export const downline = (overrides: Partial<TDownline> = {}): TDownline => ({
  memberId: '3001',
  username: 'demo_sub',
  nickname: null,
  isAgent: true,
  level: 1,
  uplineUsername: 'demo_agent',
  status: 'active',
  registeredAt: Date.UTC(2025, 4, 1, 2),
  lastLoginAt: null,
  balance: 150_000,
  teamSize: 12,
  rebates: [{ gameType: 'LIVE', ratePercent: 0.5 }],
  restriction: null,
  ...overrides,
});

export const downlinePage = (
  rows: TDownline[],
  overrides: { pageNo?: number; totalPages?: number } = {},
) => ({
  rows,
  pageNo: 1,
  totalPages: 1,
  totalCount: rows.length,
  ...overrides,
});

export const downlineDetail = (overrides: Partial<TDownlineDetail> = {}): TDownlineDetail => ({
  ...downline(),
  maxRebates: [
    { gameType: 'LIVE', ratePercent: 0.8 },
    { gameType: 'SPORTS', ratePercent: 1 },
  ],
  ...overrides,
});

export const contract = (overrides: Partial<TContract> = {}): TContract => ({
  contractId: '701',
  contractType: 'daily',
  uplineUsername: null,
  memberId: '2001',
  username: 'demo_agent',
  ratePercent: 1,
  minValidBet: 100_000,
  minActiveMembers: 2,
  period: 'daily',
  status: 'active',
  offeredAt: Date.UTC(2025, 4, 1, 2),
  decidedAt: Date.UTC(2025, 4, 1, 3),
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  ...overrides,
});

/** An offer from `demo_agent` to its sub-agent, waiting for the sub-agent. */
export const offer = (overrides: Partial<TContract> = {}): TContract =>
  contract({
    contractId: '702',
    uplineUsername: 'demo_agent',
    memberId: '3001',
    username: 'demo_sub',
    ratePercent: 0.6,
    status: 'offered',
    decidedAt: null,
    ...overrides,
  });

export const contractRequest = (overrides: Partial<TContractRequest> = {}): TContractRequest => ({
  ...offer(),
  direction: 'incoming',
  ...overrides,
});

export const contractInfo = (overrides: Partial<TContractInfo> = {}): TContractInfo => ({
  enabled: true,
  current: contract(),
  waiting: [],
  downlines: [],
  ...overrides,
});

export const currentSettlement = (overrides: Partial<TCurrentSettlement> = {}): TCurrentSettlement => ({
  contractId: '701',
  periodStart: Date.UTC(2025, 4, 19, 16),
  periodEnd: Date.UTC(2025, 4, 20, 16),
  validBetAmount: 480_000,
  profitLoss: -70_000,
  activeMembers: 12,
  ratePercent: 1,
  estimatedAmount: 4_800,
  ...overrides,
});

export const settlement = (overrides: Partial<TSettlement> = {}): TSettlement => ({
  settlementId: '9001',
  contractId: '701',
  contractType: 'daily',
  username: 'demo_agent',
  periodStart: Date.UTC(2025, 4, 18, 16),
  periodEnd: Date.UTC(2025, 4, 19, 16),
  validBetAmount: 720_000,
  profitLoss: 25_000,
  activeMembers: 15,
  ratePercent: 1,
  amount: 7_200,
  status: 'paid',
  settledAt: Date.UTC(2025, 4, 19, 16, 5),
  ...overrides,
});

export const settlementsPage = (rows: TSettlement[], totalAmount = 7_200) => ({
  rows,
  pageNo: 1,
  totalPages: 1,
  totalCount: rows.length,
  totalAmount,
});
