import type { z } from 'zod';
import {
  REWARDS_PATHS,
  toMinorUnits,
  ZConvertPointsInputSchema,
  ZConvertPointsOutputSchema,
  type ZWireConvertBodySchema,
  ZWireConvertedSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Converts points into the main balance over the encrypted call (it carries the payment password). */
export const convert = realMemberProcedure
  .meta({ audit: 'rewards.convert' })
  .input(ZConvertPointsInputSchema)
  .output(ZConvertPointsOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const payload: z.input<typeof ZWireConvertBodySchema> = {
      conversionType: 'BALANCE',
      points: input.points,
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const converted = await ctx.wire.sendEncrypted(
      'POST',
      REWARDS_PATHS.convertPoints,
      payload,
      ZWireConvertedSchema,
      { moneyRequest: true },
    );
    return {
      points: converted.points,
      amount: toMinorUnits(converted.amount),
      pointsLeft: converted.pointsLeft,
    };
  });
