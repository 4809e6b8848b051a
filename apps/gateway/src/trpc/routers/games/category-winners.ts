import {
  GAMES_PATHS,
  type TGameCategory,
  ZCategoryWinnersInputSchema,
  ZWinnersOutputSchema,
  ZWireWinnerListSchema,
} from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toWinner } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';
import { sharedCacheKey } from './game-calls.js';
import { WINNER_LIMIT } from './winners.js';

const categoryWinnersCacheEntry = (
  ctx: TContext,
  category: TGameCategory,
): TCacheEntry<typeof ZWinnersOutputSchema> => ({
  key: sharedCacheKey(ctx, `winners:${category}`),
  schema: ZWinnersOutputSchema,
  load: async () => {
    const wire = await ctx.wire.get(GAMES_PATHS.rankList, ZWireWinnerListSchema, {
      query: { gameCategory: category, language: ctx.visitor.language, limitNum: WINNER_LIMIT },
      withoutToken: true,
    });
    return { winners: wire.list.map(toWinner) };
  },
});

/** A lobby's board: the biggest recent wins of one category; cached per merchant, language and category. */
export const categoryWinners = publicProcedure
  .input(ZCategoryWinnersInputSchema)
  .output(ZWinnersOutputSchema)
  .query(({ ctx, input }) => ctx.cache.getOrLoad(categoryWinnersCacheEntry(ctx, input.category)));
