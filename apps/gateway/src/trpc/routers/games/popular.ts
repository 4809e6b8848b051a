import {
  GAMES_PATHS,
  ZGameMenusInputSchema,
  ZPopularOutputSchema,
  ZWirePopularLotterySchema,
} from '@site/contracts';
import { toLotteryGame } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';

/** The lottery games played most, of one prize mode. */
export const popular = publicProcedure
  .input(ZGameMenusInputSchema)
  .output(ZPopularOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(GAMES_PATHS.popular, ZWirePopularLotterySchema, {
      query: { prizeMode: input.prizeMode },
    });
    return { games: wire.map(toLotteryGame) };
  });
