import {
  WALLET_PATHS,
  ZDepositPromotionsOutputSchema,
  ZNoInputSchema,
  ZWireDepositPromoListSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toDepositPromotion } from './mappers/deposit.js';

/** The deposit bonuses the member may choose with a deposit now, with their terms. */
export const depositPromotions = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZDepositPromotionsOutputSchema)
  .query(async ({ ctx }) => ({
    promotions: (await ctx.wire.get(WALLET_PATHS.depositPromoList, ZWireDepositPromoListSchema)).map(
      toDepositPromotion,
    ),
  }));
