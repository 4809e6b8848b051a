import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZDrawRaffleInputSchema,
  ZDrawRaffleOutputSchema,
  type ZWireClaimRaffleBodySchema,
  ZWireRaffleDrawSchema,
} from '@site/contracts';
import { rateLimited, sessionMemberOf } from '../../guards/rate-limited.js';
import { toRafflePrize } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Spends one of today's raffle chances: draws a prize, paid into the main wallet. */
export const drawRaffle = realMemberProcedure
  .meta({ audit: 'rewards.drawRaffle' })
  .input(ZDrawRaffleInputSchema)
  .use(rateLimited('raffleDraw', sessionMemberOf))
  .output(ZDrawRaffleOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimRaffleBodySchema> = {
      promotionId: input.promotionId,
      requestId: input.requestId,
    };
    const draw = await ctx.wire.send('POST', REWARDS_PATHS.claimRaffle, body, ZWireRaffleDrawSchema, {
      moneyRequest: true,
    });
    return { prize: toRafflePrize(draw.prize), chancesLeft: draw.chancesLeft, drawnAt: draw.drawnAt };
  });
