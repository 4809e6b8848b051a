import { describe, expect, it } from 'vitest';
import {
  ZWireConversionTypeListSchema,
  ZWirePointConfigSchema,
  ZWirePointRewardListSchema,
} from '@site/contracts';
import { toPointMall } from './point-mall.js';

describe('toPointMall', () => {
  const rewards = ZWirePointRewardListSchema.parse([
    {
      rewardId: 1,
      type: 'CASH',
      name: '₱10 cash',
      imageUrl: 'javascript:alert(1)',
      requiredPoints: '1000',
      amount: '10',
      quantity: null,
      status: 'AVAILABLE',
    },
    {
      rewardId: 2,
      type: 'ITEM',
      name: 'Mug',
      imageUrl: '/mall/mug.png',
      requiredPoints: 500,
      quantity: 0,
      status: 'SOLD_OUT',
    },
  ]);
  const config = ZWirePointConfigSchema.parse({
    enabled: true,
    table: [{ gameCategory: 'RNG', validBetPerPoint: '10' }],
  });

  it('answers the catalogue with safe pictures, the points table in minor units and the conversion', () => {
    const conversions = ZWireConversionTypeListSchema.parse([
      { conversionType: 'BALANCE', pointsPerUnit: '100', minPoints: 100 },
    ]);
    expect(toPointMall(rewards, config, conversions)).toEqual({
      enabled: true,
      rewards: [
        {
          rewardId: '1',
          type: 'CASH',
          name: '₱10 cash',
          imageUrl: null,
          requiredPoints: 1000,
          amount: 1_000,
          quantity: null,
          status: 'AVAILABLE',
        },
        {
          rewardId: '2',
          type: 'ITEM',
          name: 'Mug',
          imageUrl: '/mall/mug.png',
          requiredPoints: 500,
          amount: null,
          quantity: 0,
          status: 'SOLD_OUT',
        },
      ],
      table: [{ gameCategory: 'RNG', validBetPerPoint: 1_000 }],
      conversion: { pointsPerUnit: 100, minPoints: 100 },
    });
  });

  it('has no conversion when the merchant offers none', () => {
    expect(toPointMall([], config, []).conversion).toBeNull();
  });
});
