import { describe, expect, it } from 'vitest';
import {
  ZWireClaimSchema,
  ZWireLeaderboardSchema,
  ZWireMissionSchema,
  ZWireRaffleStatusSchema,
} from '@site/contracts';
import { toClaim, toLeaderboard, toMission, toRaffleStatus } from './rewards.js';

const mission = (metric: string, target: number, progress: number) =>
  ZWireMissionSchema.parse({
    missionId: 3,
    title: 'Daily turnover',
    metric,
    cycle: 'DAILY',
    target,
    progress,
    rewardAmount: '5',
    status: 'in_progress',
    cycleStart: 1,
    cycleEnd: 2,
  });

describe('rewards mappers', () => {
  it('answers a claim in minor units, its absent fields null', () => {
    const claim = ZWireClaimSchema.parse({
      claimId: 21,
      promotionId: 7,
      promotionType: 'ISSUED',
      title: 'Bonus',
      status: 'issued',
      amount: '8.88',
      createdAt: 1,
      updatedAt: '2',
    });
    expect(toClaim(claim)).toEqual({
      claimId: '21',
      promotionId: '7',
      promotionType: 'ISSUED',
      title: 'Bonus',
      status: 'issued',
      amount: 888,
      remarks: null,
      pictureCount: 0,
      rejectReason: null,
      createdAt: 1,
      updatedAt: 2,
      claimedAt: null,
    });
  });

  it('measures amount missions in minor units and round missions in rounds', () => {
    expect(toMission(mission('TURNOVER', 500, 123.45))).toMatchObject({
      target: 50_000,
      progress: 12_345,
      rewardAmount: 500,
      claimId: null,
    });
    expect(toMission(mission('ROUNDS', 20, 7))).toMatchObject({ target: 20, progress: 7 });
  });

  it("measures a leaderboard's progress as its mission's metric says", () => {
    const board = ZWireLeaderboardSchema.parse({
      missionId: 3,
      list: [{ rank: 1, username: 'ab***yz', progress: '612.5', completed: true }],
      me: { rank: 4, progress: 10 },
    });
    expect(toLeaderboard(board, 'DEPOSIT')).toEqual({
      missionId: '3',
      rows: [{ rank: 1, username: 'ab***yz', progress: 61_250, completed: true }],
      me: { rank: 4, progress: 1_000 },
    });
    expect(toLeaderboard({ ...board, me: null }, 'ROUNDS').rows[0]?.progress).toBe(613);
  });

  it("answers a raffle's chances left, never below zero, and its prizes in minor units", () => {
    const status = (chancesEarned: number, chancesUsed: number) =>
      ZWireRaffleStatusSchema.parse({
        promotionId: 9,
        validBetToday: '250.5',
        validBetPerChance: 100,
        maxChancesPerDay: 5,
        chancesEarned,
        chancesUsed,
        prizes: [{ prizeId: 1, name: 'Small', amount: '1' }],
        draws: [{ prizeId: 1, name: 'Small', amount: 1, drawnAt: 5 }],
      });
    expect(toRaffleStatus(status(2, 1))).toEqual({
      promotionId: '9',
      validBetToday: 25_050,
      validBetPerChance: 10_000,
      maxChancesPerDay: 5,
      chancesEarned: 2,
      chancesUsed: 1,
      chancesLeft: 1,
      prizes: [{ prizeId: '1', name: 'Small', amount: 100 }],
      draws: [{ prizeId: '1', name: 'Small', amount: 100, drawnAt: 5 }],
    });
    expect(toRaffleStatus(status(1, 3)).chancesLeft).toBe(0);
  });
});
