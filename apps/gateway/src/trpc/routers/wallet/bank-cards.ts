import { WALLET_PATHS, ZBankCardsOutputSchema, ZNoInputSchema, ZWireBankCardsSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** The member's withdrawal cards, numbers masked to the last four digits. */
export const bankCards = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZBankCardsOutputSchema)
  .query(async ({ ctx }) => ({
    cards: await ctx.wire.get(WALLET_PATHS.bankCards, ZWireBankCardsSchema),
  }));
