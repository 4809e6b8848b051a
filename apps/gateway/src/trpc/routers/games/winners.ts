import { GAMES_PATHS, ZNoInputSchema, ZWinnersOutputSchema, ZWireWinnerListSchema } from '@site/contracts';
import { toWinner } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';
import { sharedCacheKey } from './game-calls.js';

/** The upstream caps the board at 20 rows. */
const WINNER_LIMIT = 20;

/** The biggest recent wins of all categories (masked names, minor units); cached per merchant and language. */
export const winners = publicProcedure
  .input(ZNoInputSchema)
  .output(ZWinnersOutputSchema)
  .query(({ ctx }) =>
    ctx.cache.getOrLoad({
      key: sharedCacheKey(ctx, 'winners'),
      schema: ZWinnersOutputSchema,
      load: async () => {
        const wire = await ctx.wire.get(GAMES_PATHS.rankList, ZWireWinnerListSchema, {
          query: { gameCategory: 'ALL', language: ctx.visitor.language, limitNum: WINNER_LIMIT },
          withoutToken: true,
        });
        return { winners: wire.list.map(toWinner) };
      },
    }),
  );
