import {
  AGENT_PATHS,
  ZContractRequestsInputSchema,
  ZContractRequestsOutputSchema,
  ZWireContractRequestsSchema,
} from '@site/contracts';
import { toContract } from '../../mappers/agent-contracts.js';
import { definedQuery } from '../../mappers/upstream-query.js';
import { agentProcedure } from '../../procedures.js';

/** Offers and termination requests waiting on either side, incoming (the agent decides) first. */
export const contractRequests = agentProcedure
  .input(ZContractRequestsInputSchema)
  .output(ZContractRequestsOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(AGENT_PATHS.contractRequests, ZWireContractRequestsSchema, {
      query: definedQuery({ contractType: input.contractType }),
    });
    return wire.list.map((request) => ({ ...toContract(request), direction: request.direction }));
  });
