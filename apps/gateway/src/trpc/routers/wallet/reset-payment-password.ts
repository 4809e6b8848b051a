import { z } from 'zod';
import {
  WALLET_PATHS,
  ZOkOutputSchema,
  ZResetPaymentPasswordInputSchema,
  type ZWireResetPaymentPasswordBodySchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Replaces a forgotten payment password, proven with the login password (`error_password` when wrong). */
export const resetPaymentPassword = realMemberProcedure
  .meta({ audit: 'wallet.resetPaymentPassword' })
  .input(ZResetPaymentPasswordInputSchema)
  .output(ZOkOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireResetPaymentPasswordBodySchema> = {
      loginPassword: input.loginPassword,
      paymentPassword: input.paymentPassword,
      confirmPaymentPassword: input.confirmPaymentPassword,
      requestId: input.requestId,
    };
    await ctx.wire.send('POST', WALLET_PATHS.resetPaymentPassword, body, z.unknown(), {
      moneyRequest: true,
    });
    return { ok: true as const };
  });
