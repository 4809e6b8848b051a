import {
  RECORDS_PATHS,
  ZProfitLossOutputSchema,
  ZTeamProfitLossInputSchema,
  ZWireProfitLossSchema,
} from '@site/contracts';
import { toProfitLoss } from '../../mappers/records.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';

/**
 * The agent's P/L statement: the member P/L call (`ODSFE2_MemPNL`) in its
 * team view, over the whole team or one member of it.
 */
export const teamProfitLoss = agentProcedure
  .input(ZTeamProfitLossInputSchema)
  .output(ZProfitLossOutputSchema)
  .query(async ({ ctx, input }) =>
    toProfitLoss(
      await ctx.wire.get(RECORDS_PATHS.profitLoss, ZWireProfitLossSchema, {
        query: recordQueryOf(input, { scope: 'team', username: input.username || undefined }),
      }),
    ),
  );
