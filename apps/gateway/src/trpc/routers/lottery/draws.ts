import { LOTTERY_PATHS, ZDrawPageSchema, ZDrawsInputSchema, ZWireDrawPageSchema } from '@site/contracts';
import { toDraw } from '../../mappers/lottery.js';
import { toPage } from '../../mappers/page.js';
import { publicProcedure } from '../../procedures.js';

/** One game's drawn draws of a day (its own time zone), newest first: the results history. */
export const draws = publicProcedure
  .input(ZDrawsInputSchema)
  .output(ZDrawPageSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(LOTTERY_PATHS.draws, ZWireDrawPageSchema, {
      query: { gameCode: input.gameCode, date: input.date, pageNo: input.pageNo, pageSize: input.pageSize },
    });
    return toPage(wire, toDraw);
  });
