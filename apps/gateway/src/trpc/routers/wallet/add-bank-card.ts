import type { z } from 'zod';
import {
  WALLET_PATHS,
  ZAddBankCardInputSchema,
  ZBankCardSchema,
  type ZWireAddBankCardBodySchema,
  ZWireBankCardSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** Adds a withdrawal card (at most five; the same bank and number only once); answers it masked. */
export const addBankCard = realMemberProcedure
  .meta({ audit: 'wallet.addBankCard' })
  .input(ZAddBankCardInputSchema)
  .output(ZBankCardSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireAddBankCardBodySchema> = {
      bankCode: input.bankCode,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      requestId: input.requestId,
    };
    return ctx.wire.send('POST', WALLET_PATHS.addBankCard, body, ZWireBankCardSchema, { moneyRequest: true });
  });
