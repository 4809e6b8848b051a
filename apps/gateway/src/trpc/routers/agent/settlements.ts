import { ZSettlementsInputSchema, ZSettlementsOutputSchema, ZWireSettlementsSchema } from '@site/contracts';
import { toSettlementsPage } from '../../mappers/agent-contracts.js';
import { recordQueryOf } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';
import { CONTRACT_PATHS } from './contract-calls.js';

/** The agent's settled periods of one contract type in a range (dividend record, daily, hourly, real-time wages). */
export const settlements = agentProcedure
  .input(ZSettlementsInputSchema)
  .output(ZSettlementsOutputSchema)
  .query(async ({ ctx, input }) =>
    toSettlementsPage(
      await ctx.wire.get(CONTRACT_PATHS[input.contractType].settlements, ZWireSettlementsSchema, {
        query: recordQueryOf(input),
      }),
    ),
  );
