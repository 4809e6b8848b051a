import {
  RECORDS_PATHS,
  ZBonusesInputSchema,
  ZBonusesOutputSchema,
  ZWireBonusesSchema,
} from '@site/contracts';
import { toBonuses } from '../../mappers/records.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';

/** Bonuses credited in a date range, with their total; optionally one type. */
export const bonuses = realMemberProcedure
  .input(ZBonusesInputSchema)
  .output(ZBonusesOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(RECORDS_PATHS.bonuses, ZWireBonusesSchema, {
      query: recordQueryOf(input, { type: input.type }),
    });
    return toBonuses(wire);
  });
