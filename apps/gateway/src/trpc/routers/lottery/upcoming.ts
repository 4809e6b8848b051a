import { LOTTERY_PATHS, ZUpcomingOutputSchema, ZWireMobileGameListSchema } from '@site/contracts';
import { toUpcomingGame } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';
import { ZPrizeModeInputSchema } from './lottery-calls.js';

/** The games of a prize mode with their current draw, for the menus' countdowns (not cached: they move). */
export const upcoming = publicProcedure
  .input(ZPrizeModeInputSchema)
  .output(ZUpcomingOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(LOTTERY_PATHS.mobileGames, ZWireMobileGameListSchema, {
      query: { prizeMode: input.prizeMode },
    });
    return { games: wire.map(toUpcomingGame) };
  });
