import {
  AGENT_PATHS,
  ZDownlineDividendsInputSchema,
  ZSettlementsOutputSchema,
  ZWireSettlementsSchema,
} from '@site/contracts';
import { toSettlementsPage } from '../../mappers/agent-contracts.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';

/** The dividends the agent's downline agents were paid in a range (the upline's view). */
export const downlineDividends = agentProcedure
  .input(ZDownlineDividendsInputSchema)
  .output(ZSettlementsOutputSchema)
  .query(async ({ ctx, input }) =>
    toSettlementsPage(
      await ctx.wire.get(AGENT_PATHS.downlineDividends, ZWireSettlementsSchema, {
        query: recordQueryOf(input),
      }),
    ),
  );
