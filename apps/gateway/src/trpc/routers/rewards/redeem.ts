import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZRedeemInputSchema,
  ZRedemptionSchema,
  type ZWireRedeemBodySchema,
  ZWireRedemptionSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toRedemption } from './mappers/point-mall.js';

/**
 * Redeems points for a point-mall reward over the encrypted call (it carries
 * the payment password): the points are held and the redemption waits for
 * the operator.
 */
export const redeem = realMemberProcedure
  .meta({ audit: 'rewards.redeem' })
  .input(ZRedeemInputSchema)
  .output(ZRedemptionSchema)
  .mutation(async ({ ctx, input }) => {
    const payload: z.input<typeof ZWireRedeemBodySchema> = {
      rewardId: input.rewardId,
      quantity: input.quantity,
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const redemption = await ctx.wire.sendEncrypted(
      'POST',
      REWARDS_PATHS.redeemPoints,
      payload,
      ZWireRedemptionSchema,
      { moneyRequest: true },
    );
    return toRedemption(redemption);
  });
