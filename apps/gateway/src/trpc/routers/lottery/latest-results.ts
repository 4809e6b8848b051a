import {
  LOTTERY_PATHS,
  type TDraw,
  type TLotteryLobbyInput,
  ZLatestResultsOutputSchema,
  ZLotteryLobbyInputSchema,
  ZWireOpenedNumeroListSchema,
  ZWireOpenedNumeroMapSchema,
} from '@site/contracts';
import type { TContext } from '../../context.js';
import { toDraw } from '../../mappers/lottery.js';
import { realMemberProcedure } from '../../procedures.js';
import { isVnLobby, LATEST_RESULTS, lobbyCacheKey } from './lottery-calls.js';

/** Each lobby's own call: the VN one keyed by game, the SEA one, and the lottery lobby's with its cache-buster. */
const loadLatestResults = async (ctx: TContext, input: TLotteryLobbyInput): Promise<TDraw[]> => {
  const query = { prizeMode: input.prizeMode };
  if (isVnLobby(input)) {
    const wire = await ctx.wire.get(LOTTERY_PATHS.vnOpenedNumeros, ZWireOpenedNumeroMapSchema, { query });
    return Object.values(wire).map(toDraw);
  }
  const wire =
    input.prizeMode === 'SEA'
      ? await ctx.wire.get(LOTTERY_PATHS.gamesOpenedNumero, ZWireOpenedNumeroListSchema, { query })
      : await ctx.wire.get(LOTTERY_PATHS.openedNumero, ZWireOpenedNumeroListSchema, {
          query: { ...query, r: ctx.clock.now() },
        });
  return wire.map(toDraw);
};

/**
 * The latest drawn result of every game of the lobby. The same for every
 * member, so cached per merchant, prize mode, area and language; a draw of
 * the merchant drops the cache (app.ts, `beforeLotteryDraw`).
 */
export const latestResults = realMemberProcedure
  .input(ZLotteryLobbyInputSchema)
  .output(ZLatestResultsOutputSchema)
  .query(({ ctx, input }) =>
    ctx.cache.getOrLoad({
      key: lobbyCacheKey(ctx, LATEST_RESULTS, input),
      schema: ZLatestResultsOutputSchema,
      load: async () => ({ draws: await loadLatestResults(ctx, input) }),
    }),
  );
