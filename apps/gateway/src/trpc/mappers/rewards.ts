import type { z } from 'zod';
import {
  type TClaim,
  type TMission,
  toMinorUnits,
  type ZWireClaimSchema,
  type ZWireMissionSchema,
} from '@site/contracts';

type TParsedClaim = z.output<typeof ZWireClaimSchema>;
type TParsedMission = z.output<typeof ZWireMissionSchema>;

const minorOrNull = (amount: number | null | undefined): number | null =>
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

/** A mission: amount metrics (TURNOVER, DEPOSIT) become minor units, ROUNDS stays a count. */
export const toMission = (wire: TParsedMission): TMission => {
  const measure = (value: number) => (wire.metric === 'ROUNDS' ? Math.round(value) : toMinorUnits(value));
  return {
    missionId: wire.missionId,
    title: wire.title,
    description: wire.description,
    metric: wire.metric,
    cycle: wire.cycle,
    target: measure(wire.target),
    progress: measure(wire.progress),
    rewardAmount: toMinorUnits(wire.rewardAmount),
    status: wire.status,
    claimId: wire.claimId ?? null,
    cycleStart: wire.cycleStart,
    cycleEnd: wire.cycleEnd,
  };
};
