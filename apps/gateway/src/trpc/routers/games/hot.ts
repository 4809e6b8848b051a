import { GAMES_PATHS, ZGamesOutputSchema, ZNoInputSchema, ZWireHotGamesSchema } from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toGame } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';
import { GAME_LIST_PLATFORM, sharedCacheKey } from './game-calls.js';

/** The shared answer: read by the procedure, and by the fast path while cached (trpc/fast-reads.ts). */
export const hotCacheEntry = (ctx: TContext): TCacheEntry<typeof ZGamesOutputSchema> => ({
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
});

/** The hot games by rank; cached per merchant and language. */
export const hot = publicProcedure
  .input(ZNoInputSchema)
  .output(ZGamesOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(hotCacheEntry(ctx)));
