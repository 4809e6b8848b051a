import {
  CONTRACT_PROCESS_METHODS,
  ZContractSchema,
  ZProcessContractInputSchema,
  ZWireContractSchema,
} from '@site/contracts';
import { toContract } from '../../mappers/agent-contracts.js';
import { agentProcedure } from '../../procedures.js';
import { CONTRACT_PATHS } from './contract-calls.js';

/**
 * Accepts or rejects an offer or a termination request, or asks to end an
 * active contract, through the type's process call (GET for dividend and
 * daily, POST for hourly and real-time, as the upstream has them).
 */
export const processContract = agentProcedure
  .meta({ audit: 'agent.processContract' })
  .input(ZProcessContractInputSchema)
  .output(ZContractSchema)
  .mutation(async ({ ctx, input }) => {
    const path = CONTRACT_PATHS[input.contractType].process;
    const action = { contractId: input.contractId, action: input.action };
    const wire =
      CONTRACT_PROCESS_METHODS[input.contractType] === 'GET'
        ? await ctx.wire.get(path, ZWireContractSchema, { query: action })
        : await ctx.wire.send('POST', path, action, ZWireContractSchema);
    return toContract(wire);
  });
