import { RECORDS_PATHS, ZBetsInputSchema, ZBetsOutputSchema, ZWireBetsSchema } from '@site/contracts';
import { toBets } from '../../mappers/records.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member's game rounds in a date range, newest first, with totals; optionally one category. */
export const bets = realMemberProcedure
  .input(ZBetsInputSchema)
  .output(ZBetsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(RECORDS_PATHS.bets, ZWireBetsSchema, {
      query: recordQueryOf(input, { gameType: input.gameType }),
    });
    return toBets(wire);
  });
