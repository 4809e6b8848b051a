import type { z } from 'zod';
import {
  toMajorUnits,
  WALLET_PATHS,
  ZBalanceOutputSchema,
  ZTransferInputSchema,
  type ZWireWalletTransferBodySchema,
  ZWireWalletTransferSchema,
} from '@site/contracts';
import { toBalance } from '../../mappers/balance.js';
import { realMemberProcedure } from '../../procedures.js';

/** Moves money between two of the member's wallets; answers every balance after it. */
export const transfer = realMemberProcedure
  .meta({ audit: 'wallet.transfer' })
  .input(ZTransferInputSchema)
  .output(ZBalanceOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireWalletTransferBodySchema> = {
      fromAccountTypeId: input.fromAccountTypeId,
      toAccountTypeId: input.toAccountTypeId,
      amount: toMajorUnits(input.amount),
      requestId: input.requestId,
    };
    const wire = await ctx.wire.send('POST', WALLET_PATHS.walletTransfer, body, ZWireWalletTransferSchema, {
      moneyRequest: true,
    });
    return toBalance(wire);
  });
