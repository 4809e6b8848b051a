import type { z } from 'zod';
import {
  type TClaim,
  type TMission,
  type TMissionMetric,
  toMinorUnits,
  type TRaffleStatus,
  type TTicket,
  type ZLeaderboardOutputSchema,
  type ZPromoCodeSchema,
  type ZWireClaimSchema,
  type ZWireLeaderboardSchema,
  type ZWireMissionSchema,
  type ZWirePromoCodeListSchema,
  type ZWireRafflePrizeSchema,
  type ZWireRaffleStatusSchema,
  type ZWireTicketSchema,
} from '@site/contracts';

type TParsedClaim = z.output<typeof ZWireClaimSchema>;
type TParsedMission = z.output<typeof ZWireMissionSchema>;

export const minorOrNull = (amount: number | null | undefined): number | null =>
  amount === null || amount === undefined ? null : toMinorUnits(amount);

/** A member's claim; wire major units become integer minor units. */
export const toClaim = (wire: TParsedClaim): TClaim => ({
  claimId: wire.claimId,
  promotionId: wire.promotionId,
  promotionType: wire.promotionType,
  title: wire.title,
  status: wire.status,
  amount: minorOrNull(wire.amount),
  remarks: wire.remarks ?? null,
  pictureCount: wire.pictureCount,
  rejectReason: wire.rejectReason ?? null,
  createdAt: wire.createdAt,
  updatedAt: wire.updatedAt,
  claimedAt: wire.claimedAt ?? null,
});

/** A mission's target or progress: amount metrics (TURNOVER, DEPOSIT) in minor units, ROUNDS a count. */
export const missionMeasure = (metric: TMissionMetric, value: number): number =>
  metric === 'ROUNDS' ? Math.round(value) : toMinorUnits(value);

/** A mission of the current cycle, its target and progress measured as its metric says. */
export const toMission = (wire: TParsedMission): TMission => ({
  missionId: wire.missionId,
  title: wire.title,
  description: wire.description,
  metric: wire.metric,
  cycle: wire.cycle,
  target: missionMeasure(wire.metric, wire.target),
  progress: missionMeasure(wire.metric, wire.progress),
  rewardAmount: toMinorUnits(wire.rewardAmount),
  status: wire.status,
  claimId: wire.claimId ?? null,
  cycleStart: wire.cycleStart,
  cycleEnd: wire.cycleEnd,
});

/** A mission's leaderboard; progress is measured by the mission's metric, which the board itself does not carry. */
export const toLeaderboard = (
  wire: z.output<typeof ZWireLeaderboardSchema>,
  metric: TMissionMetric,
): z.infer<typeof ZLeaderboardOutputSchema> => ({
  missionId: wire.missionId,
  rows: wire.list.map((row) => ({
    rank: row.rank,
    username: row.username,
    progress: missionMeasure(metric, row.progress),
    completed: row.completed,
  })),
  me: wire.me ? { rank: wire.me.rank, progress: missionMeasure(metric, wire.me.progress) } : null,
});

export const toTicket = (wire: z.output<typeof ZWireTicketSchema>): TTicket => ({
  transactionId: wire.transactionId,
  name: wire.name,
  amount: toMinorUnits(wire.amount),
  status: wire.status,
  createdAt: wire.createdAt,
  expiresAt: wire.expiresAt ?? null,
  claimedAt: wire.claimedAt ?? null,
});

export const toPromoCode = (
  wire: z.output<typeof ZWirePromoCodeListSchema>[number],
): z.infer<typeof ZPromoCodeSchema> => ({
  promoCode: wire.promoCode,
  description: wire.description,
  amount: minorOrNull(wire.amount),
  expiresAt: wire.expiresAt ?? null,
  claimed: wire.claimed,
});

export const toRafflePrize = (wire: z.output<typeof ZWireRafflePrizeSchema>) => ({
  prizeId: wire.prizeId,
  name: wire.name,
  amount: toMinorUnits(wire.amount),
});

/** Today's raffle chances; what is left never goes below zero. */
export const toRaffleStatus = (wire: z.output<typeof ZWireRaffleStatusSchema>): TRaffleStatus => ({
  promotionId: wire.promotionId,
  validBetToday: toMinorUnits(wire.validBetToday),
  validBetPerChance: toMinorUnits(wire.validBetPerChance),
  maxChancesPerDay: wire.maxChancesPerDay,
  chancesEarned: wire.chancesEarned,
  chancesUsed: wire.chancesUsed,
  chancesLeft: Math.max(0, wire.chancesEarned - wire.chancesUsed),
  prizes: wire.prizes.map(toRafflePrize),
  draws: wire.draws.map((draw) => ({ ...toRafflePrize(draw), drawnAt: draw.drawnAt })),
});
