import {
  AGENT_PATHS,
  ZContractHistoryInputSchema,
  ZContractHistoryOutputSchema,
  ZWireContractHistorySchema,
} from '@site/contracts';
import { toContract } from '../../mappers/agent-contracts.js';
import { toPage } from '../../mappers/page.js';
import { definedQuery } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';

/** Every contract the agent was a side of, newest first; optionally one type. */
export const contractHistory = agentProcedure
  .input(ZContractHistoryInputSchema)
  .output(ZContractHistoryOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(AGENT_PATHS.contractHistory, ZWireContractHistorySchema, {
      query: definedQuery({
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        contractType: input.contractType,
      }),
    });
    return toPage(wire, toContract);
  });
