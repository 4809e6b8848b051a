import {
  LOTTERY_PATHS,
  ZGameCodeInputSchema,
  ZNearDrawsOutputSchema,
  ZWireNearNumerosSchema,
} from '@site/contracts';
import { toDrawOrNull } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';

/** A game's previous (drawn), current and next draws, with the upstream's clock for the countdown. */
export const near = publicProcedure
  .input(ZGameCodeInputSchema)
  .output(ZNearDrawsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(LOTTERY_PATHS.nearNumeros, ZWireNearNumerosSchema, {
      query: { gameCode: input.gameCode },
    });
    return {
      previous: toDrawOrNull(wire.previous),
      current: toDrawOrNull(wire.current),
      next: toDrawOrNull(wire.next),
      serverTime: wire.serverTime,
    };
  });
