import {
  REWARDS_PATHS,
  ZNoInputSchema,
  ZPromoCodesOutputSchema,
  ZWirePromoCodeListSchema,
} from '@site/contracts';
import { toPromoCode } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** The promo codes on offer now, and whether the member used each. */
export const promoCodes = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZPromoCodesOutputSchema)
  .query(async ({ ctx }) => ({
    items: (await ctx.wire.get(REWARDS_PATHS.promoCodes, ZWirePromoCodeListSchema)).map(toPromoCode),
  }));
