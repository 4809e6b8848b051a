import {
  REWARDS_PATHS,
  ZNoInputSchema,
  ZPointMallOutputSchema,
  ZWireConversionTypeListSchema,
  ZWirePointConfigSchema,
  ZWirePointRewardListSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toPointMall } from './mappers/point-mall.js';

/** The point mall: catalogue, points table and conversion rate, from three calls at once. */
export const pointMall = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZPointMallOutputSchema)
  .query(async ({ ctx }) => {
    const [rewards, config, conversions] = await Promise.all([
      ctx.wire.get(REWARDS_PATHS.pointRewards, ZWirePointRewardListSchema),
      ctx.wire.get(REWARDS_PATHS.pointConfig, ZWirePointConfigSchema),
      ctx.wire.get(REWARDS_PATHS.conversionTypes, ZWireConversionTypeListSchema),
    ]);
    return toPointMall(rewards, config, conversions);
  });
