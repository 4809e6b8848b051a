import type { z } from 'zod';
import {
  REWARDS_PATHS,
  toMinorUnits,
  ZClaimPromoCodeInputSchema,
  ZClaimPromoCodeOutputSchema,
  type ZWireClaimPromoCodeBodySchema,
  ZWirePromoCodeClaimedSchema,
} from '@site/contracts';
import { lockedOutAfterWrongCodes } from '../../guards/promo-code-lockout.js';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Redeems a promo code (once per member) into the main wallet. */
export const claimPromoCode = realMemberProcedure
  .meta({ audit: 'rewards.claimPromoCode' })
  .input(ZClaimPromoCodeInputSchema)
  .use(lockedOutAfterWrongCodes)
  .use(rateLimited('promoCode', sessionMemberOf))
  .output(ZClaimPromoCodeOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimPromoCodeBodySchema> = {
      promoCode: input.promoCode,
      requestId: input.requestId,
    };
    const claimed = await ctx.wire.send(
      'POST',
      REWARDS_PATHS.claimPromoCode,
      body,
      ZWirePromoCodeClaimedSchema,
      { moneyRequest: true },
    );
    return {
      promoCode: claimed.promoCode,
      amount: toMinorUnits(claimed.amount),
      claim: toClaim(claimed.claim),
    };
  });
