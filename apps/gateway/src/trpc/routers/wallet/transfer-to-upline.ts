import type { z } from 'zod';
import {
  toMajorUnits,
  WALLET_PATHS,
  ZBalanceOutputSchema,
  ZTransferToUplineInputSchema,
  type ZWireTransferToUplineBodySchema,
  ZWireTransferToUplineSchema,
} from '@site/contracts';
import { toBalance } from '../../mappers/balance.js';
import { realMemberProcedure } from '../../procedures.js';

/** Sends money from the member's main wallet to the upline agent's (`no_upline` without one). */
export const transferToUpline = realMemberProcedure
  .meta({ audit: 'wallet.transferToUpline' })
  .input(ZTransferToUplineInputSchema)
  .output(ZBalanceOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireTransferToUplineBodySchema> = {
      amount: toMajorUnits(input.amount),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const wire = await ctx.wire.send(
      'POST',
      WALLET_PATHS.transferToUpline,
      body,
      ZWireTransferToUplineSchema,
      { moneyRequest: true },
    );
    return toBalance(wire);
  });
