import { z } from 'zod';
import {
  WALLET_PATHS,
  ZOkOutputSchema,
  ZSetPaymentPasswordInputSchema,
  type ZWireSetPaymentPasswordBodySchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/**
 * Sets the payment password the first time, or changes it with the current
 * one (`payment_password_exists` without it, `payment_password_incorrect`
 * when wrong).
 */
export const setPaymentPassword = realMemberProcedure
  .meta({ audit: 'wallet.setPaymentPassword' })
  .input(ZSetPaymentPasswordInputSchema)
  .output(ZOkOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireSetPaymentPasswordBodySchema> = {
      ...(input.oldPaymentPassword === undefined ? {} : { oldPaymentPassword: input.oldPaymentPassword }),
      paymentPassword: input.paymentPassword,
      confirmPaymentPassword: input.confirmPaymentPassword,
      requestId: input.requestId,
    };
    await ctx.wire.send('POST', WALLET_PATHS.paymentPassword, body, z.unknown(), { moneyRequest: true });
    return { ok: true as const };
  });
