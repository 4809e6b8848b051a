import { GAMES_PATHS, ZGamesOutputSchema, ZNoInputSchema, ZWireHotGamesSchema } from '@site/contracts';
import { toGame } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';
import { GAME_LIST_PLATFORM, sharedCacheKey } from './game-calls.js';

/** The hot games by rank; cached per merchant and language. */
export const hot = publicProcedure
  .input(ZNoInputSchema)
  .output(ZGamesOutputSchema)
  .query(({ ctx }) =>
    ctx.cache.getOrLoad({
      key: sharedCacheKey(ctx, 'hot'),
      schema: ZGamesOutputSchema,
      load: async () => {
        const wire = await ctx.wire.get(GAMES_PATHS.hotGames, ZWireHotGamesSchema, {
          query: {
            merchantCode: ctx.config.upstream.merchant,
            isPlatform: 2,
            vassalage: '',
            platform: GAME_LIST_PLATFORM,
            language: ctx.visitor.language,
          },
          withoutToken: true,
        });
        return { games: wire.list.map(toGame) };
      },
    }),
  );
