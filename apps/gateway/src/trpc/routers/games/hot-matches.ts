import {
  GAMES_PATHS,
  ZHotMatchesInputSchema,
  ZHotMatchesOutputSchema,
  ZWireHotMatchesSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { sharedCacheKey } from './game-calls.js';
import { toMatches } from './mappers/matches.js';

/** The hot matches of the sports or e-sports centre, soonest first; cached per merchant and language. */
export const hotMatches = publicProcedure
  .input(ZHotMatchesInputSchema)
  .output(ZHotMatchesOutputSchema)
  .query(({ ctx, input }) =>
    ctx.cache.getOrLoad({
      key: sharedCacheKey(ctx, `matches:${input.category}`),
      schema: ZHotMatchesOutputSchema,
      load: async () => {
        const wire = await ctx.wire.get(GAMES_PATHS.hotMatches, ZWireHotMatchesSchema, {
          query: {
            gameType: input.category,
            merchantCode: ctx.config.upstream.merchant,
            language: ctx.visitor.language,
          },
          withoutToken: true,
        });
        return { matches: toMatches(wire) };
      },
    }),
  );
