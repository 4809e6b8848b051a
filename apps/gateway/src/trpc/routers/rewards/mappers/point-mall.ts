import type { z } from 'zod';
import {
  toMinorUnits,
  type TPointMall,
  type TPointReward,
  type TRedemption,
  type ZWireConversionTypeListSchema,
  type ZWirePointConfigSchema,
  type ZWirePointRewardSchema,
  type ZWireRedemptionSchema,
} from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';
import { minorOrNull } from '../../../mappers/rewards.js';

export const toPointReward = (wire: z.output<typeof ZWirePointRewardSchema>): TPointReward => ({
  rewardId: wire.rewardId,
  type: wire.type,
  name: wire.name,
  imageUrl: httpUrlOrNull(wire.imageUrl),
  requiredPoints: wire.requiredPoints,
  amount: minorOrNull(wire.amount),
  quantity: wire.quantity ?? null,
  status: wire.status,
});

/** The point mall: its catalogue, the points table in minor units, and the conversion into balance. */
export const toPointMall = (
  rewards: Array<z.output<typeof ZWirePointRewardSchema>>,
  config: z.output<typeof ZWirePointConfigSchema>,
  conversions: z.output<typeof ZWireConversionTypeListSchema>,
): TPointMall => {
  const balance = conversions.find((conversion) => conversion.conversionType === 'BALANCE');
  return {
    enabled: config.enabled,
    rewards: rewards.map(toPointReward),
    table: config.table.map((row) => ({
      gameCategory: row.gameCategory,
      validBetPerPoint: toMinorUnits(row.validBetPerPoint),
    })),
    conversion: balance ? { pointsPerUnit: balance.pointsPerUnit, minPoints: balance.minPoints } : null,
  };
};

export const toRedemption = (wire: z.output<typeof ZWireRedemptionSchema>): TRedemption => ({
  redemptionId: wire.redemptionId,
  rewardId: wire.rewardId,
  type: wire.type,
  name: wire.name,
  quantity: wire.quantity,
  points: wire.points,
  status: wire.status,
  remark: wire.remark ?? null,
  createdAt: wire.createdAt,
  updatedAt: wire.updatedAt,
});
