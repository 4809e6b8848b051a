import { LOTTERY_PATHS, ZLotteryGameListOutputSchema, ZWireLotteryGameListSchema } from '@site/contracts';
import { toLotteryGame } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';
import { lobbyCacheKey, ZPrizeModeInputSchema } from './lottery-calls.js';

/** The lottery games played most, of one prize mode; cached per merchant, prize mode and language. */
export const popular = publicProcedure
  .input(ZPrizeModeInputSchema)
  .output(ZLotteryGameListOutputSchema)
  .query(({ ctx, input }) =>
    ctx.cache.getOrLoad({
      key: lobbyCacheKey(ctx, 'popular', input),
      schema: ZLotteryGameListOutputSchema,
      load: async () => {
        const wire = await ctx.wire.get(LOTTERY_PATHS.popular, ZWireLotteryGameListSchema, {
          query: { prizeMode: input.prizeMode },
          withoutToken: true,
        });
        return { games: wire.map(toLotteryGame) };
      },
    }),
  );
