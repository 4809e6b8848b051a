import { GAMES_PATHS, ZNoInputSchema, ZWinnersOutputSchema, ZWireWinnerListSchema } from '@site/contracts';
import type { TCacheEntry } from '../../../cache/ttl-cache.js';
import type { TContext } from '../../context.js';
import { toWinner } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';
import { sharedCacheKey } from './game-calls.js';

/** The shared answer: read by the procedure, and by the fast path while cached (trpc/fast-reads.ts). */
export const winnersCacheEntry = (ctx: TContext): TCacheEntry<typeof ZWinnersOutputSchema> => ({
  key: sharedCacheKey(ctx, 'winners'),
  schema: ZWinnersOutputSchema,
  load: async () => {
    // The desktop's board call (decision 0033); the lobbies' per-category boards use getRankList.
    const wire = await ctx.wire.get(GAMES_PATHS.winnerBoard, ZWireWinnerListSchema, {
      query: { gameCategory: 'ALL', language: ctx.visitor.language, limitNum: WINNER_LIMIT },
      withoutToken: true,
    });
    return { winners: wire.list.map(toWinner) };
  },
});

/** The upstream caps the board at 20 rows. */
export const WINNER_LIMIT = 20;

/** The home board: the biggest recent wins of all categories (masked names, minor units); cached per merchant and language. */
export const winners = publicProcedure
  .input(ZNoInputSchema)
  .output(ZWinnersOutputSchema)
  .query(({ ctx }) => ctx.cache.getOrLoad(winnersCacheEntry(ctx)));
