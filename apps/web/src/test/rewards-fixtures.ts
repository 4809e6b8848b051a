import type {
  TMission,
  TPointMall,
  TPointReward,
  TRedemption,
  TRewardsSummary,
  TVip,
} from '@site/contracts/api';

/*
 * Answers of the rewards procedures as the gateway gives them (amounts in
 * minor units, points whole numbers), like the mock's seed for demo_player.
 */

export const vip = (overrides: Partial<TVip> = {}): TVip => ({
  hasVip: true,
  rankName: 'Silver',
  rankLevel: 2,
  nextRankName: 'Gold',
  monthlyTurnover: 1_250_000,
  monthlyTurnoverTarget: 5_000_000,
  totalTurnover: 9_800_000,
  ranks: [
    { level: 0, name: 'Member', monthlyTurnover: 0 },
    { level: 1, name: 'Bronze', monthlyTurnover: 100_000 },
    { level: 2, name: 'Silver', monthlyTurnover: 1_000_000 },
    { level: 3, name: 'Gold', monthlyTurnover: 5_000_000 },
  ],
  ...overrides,
});

export const rewardsSummary = (overrides: Partial<TRewardsSummary> = {}): TRewardsSummary => ({
  vip: vip(),
  availablePromoCount: 0,
  claimableMissions: 0,
  referralEnabled: true,
  ...overrides,
});

export const pointReward = (overrides: Partial<TPointReward> = {}): TPointReward => ({
  rewardId: 'pr-cash-10',
  type: 'CASH',
  name: 'Cash ₱10',
  imageUrl: null,
  requiredPoints: 1_000,
  amount: 1_000,
  quantity: null,
  status: 'AVAILABLE',
  ...overrides,
});

export const pointMall = (overrides: Partial<TPointMall> = {}): TPointMall => ({
  enabled: true,
  rewards: [
    pointReward(),
    pointReward({
      rewardId: 'pr-voucher',
      type: 'VOUCHER',
      name: 'Dinner voucher',
      imageUrl: 'https://cdn.example/voucher.png',
      requiredPoints: 3_000,
      amount: null,
      quantity: 4,
    }),
    pointReward({
      rewardId: 'pr-item',
      type: 'ITEM',
      name: 'Lucky mug',
      requiredPoints: 2_500,
      amount: null,
      quantity: 0,
      status: 'SOLD_OUT',
    }),
  ],
  table: [
    { gameCategory: 'RNG', validBetPerPoint: 1_000 },
    { gameCategory: 'LIVE', validBetPerPoint: 2_000 },
  ],
  conversion: { pointsPerUnit: 100, minPoints: 100 },
  ...overrides,
});

export const redemption = (overrides: Partial<TRedemption> = {}): TRedemption => ({
  redemptionId: 'rd-1',
  rewardId: 'pr-cash-10',
  type: 'CASH',
  name: 'Cash ₱10',
  quantity: 1,
  points: 1_000,
  status: 'processing',
  remark: null,
  createdAt: Date.UTC(2025, 4, 19, 2, 30),
  updatedAt: Date.UTC(2025, 4, 19, 2, 30),
  ...overrides,
});

/** A daily turnover mission half done, its cycle ending in 5 h 20 min from `now`. */
export const mission = (overrides: Partial<TMission> = {}, now = Date.now()): TMission => ({
  missionId: 'm-turnover',
  title: 'Daily turnover ₱500',
  description: 'Place ₱500 of valid bets today.',
  metric: 'TURNOVER',
  cycle: 'DAILY',
  target: 50_000,
  progress: 25_000,
  rewardAmount: 500,
  status: 'in_progress',
  claimId: null,
  cycleStart: now - 10 * 3_600_000,
  cycleEnd: now + 5 * 3_600_000 + 20 * 60_000 + 30_000,
  ...overrides,
});
