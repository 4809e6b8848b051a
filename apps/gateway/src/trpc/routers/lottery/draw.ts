import { LOTTERY_PATHS, ZDrawInputSchema, ZDrawSchema, ZWireDrawSchema } from '@site/contracts';
import { toDraw } from '../../mappers/lottery.js';
import { publicProcedure } from '../../procedures.js';

/** One draw of a game by its code, with its seed and results once drawn (404 `lottery_draw_not_found`). */
export const draw = publicProcedure
  .input(ZDrawInputSchema)
  .output(ZDrawSchema)
  .query(async ({ ctx, input }) =>
    toDraw(
      await ctx.wire.get(LOTTERY_PATHS.drawByCode, ZWireDrawSchema, {
        query: { gameCode: input.gameCode, numero: input.drawCode },
      }),
    ),
  );
