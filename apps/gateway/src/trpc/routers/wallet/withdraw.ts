import type { z } from 'zod';
import {
  toMajorUnits,
  WALLET_PATHS,
  type ZWireWithdrawBodySchema,
  ZWireWithdrawResultSchema,
  ZWithdrawalSchema,
  ZWithdrawInputSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toWithdrawal } from './mappers/withdrawal.js';

/**
 * Asks for a withdrawal from the main wallet to one of the member's cards,
 * over the encrypted call (it carries the payment password). The amount is
 * held at once; the withdrawal answers pending.
 */
export const withdraw = realMemberProcedure
  .meta({ audit: 'wallet.withdraw' })
  .input(ZWithdrawInputSchema)
  .output(ZWithdrawalSchema)
  .mutation(async ({ ctx, input }) => {
    const payload: z.input<typeof ZWireWithdrawBodySchema> = {
      amount: toMajorUnits(input.amount),
      bankCardId: input.bankCardId,
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const wire = await ctx.wire.sendEncrypted(
      'POST',
      WALLET_PATHS.withdraw,
      payload,
      ZWireWithdrawResultSchema,
      { moneyRequest: true },
    );
    return toWithdrawal(wire);
  });
