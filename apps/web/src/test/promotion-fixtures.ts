import type { TClaim, TRaffleStatus, TReferral, TTicket } from '@site/contracts/api';
import { RECORD_TIME } from './records-fixtures';

/*
 * Answers of the rewards procedures of the promotions page, the reward
 * centre and the referral page, as the gateway gives them (minor units).
 */

export const claim = (overrides: Partial<TClaim> = {}): TClaim => ({
  claimId: 'c1',
  promotionId: 'p1',
  promotionType: 'ISSUED',
  title: 'Birthday bonus',
  status: 'issued',
  amount: 2_000,
  remarks: null,
  pictureCount: 0,
  rejectReason: null,
  createdAt: RECORD_TIME,
  updatedAt: RECORD_TIME,
  claimedAt: null,
  ...overrides,
});

export const ticket = (overrides: Partial<TTicket> = {}): TTicket => ({
  transactionId: 't1',
  name: 'Lucky ticket',
  amount: 1_000,
  status: 'AVAILABLE',
  createdAt: RECORD_TIME,
  expiresAt: null,
  claimedAt: null,
  ...overrides,
});

export const raffleStatus = (overrides: Partial<TRaffleStatus> = {}): TRaffleStatus => ({
  promotionId: 'r1',
  validBetToday: 25_000,
  validBetPerChance: 10_000,
  maxChancesPerDay: 5,
  chancesEarned: 2,
  chancesUsed: 1,
  chancesLeft: 1,
  prizes: [
    { prizeId: 'small', name: 'Small prize', amount: 100 },
    { prizeId: 'jackpot', name: 'Jackpot', amount: 8_800 },
  ],
  draws: [{ prizeId: 'small', name: 'Small prize', amount: 100, drawnAt: RECORD_TIME }],
  ...overrides,
});

export const referral = (overrides: Partial<TReferral> = {}): TReferral => ({
  enabled: true,
  referralCode: 'FRIEND88',
  links: ['https://site.example/?referralCode=FRIEND88', 'https://promo.example/?referralCode=FRIEND88'],
  totalInvitations: 2,
  qualifiedInvitations: 1,
  rewardAmount: 2_000,
  minDepositAmount: 10_000,
  invitations: [
    { username: 'fr***01', registeredAt: RECORD_TIME, qualified: true },
    { username: 'fr***02', registeredAt: RECORD_TIME, qualified: false },
  ],
  ...overrides,
});
