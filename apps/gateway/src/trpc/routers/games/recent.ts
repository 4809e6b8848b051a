import { GAMES_PATHS, ZGamesOutputSchema, ZNoInputSchema, ZWireRecentGamesSchema } from '@site/contracts';
import { toGame } from '../../mappers/game.js';
import { memberProcedure } from '../../procedures.js';

/** The member's recently launched games, last launched first. */
export const recent = memberProcedure
  .input(ZNoInputSchema)
  .output(ZGamesOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(GAMES_PATHS.recentGames, ZWireRecentGamesSchema);
    return { games: wire.map(toGame) };
  });
