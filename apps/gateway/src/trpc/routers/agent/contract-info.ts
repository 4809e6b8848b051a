import {
  ZContractInfoOutputSchema,
  ZContractTypeInputSchema,
  ZWireContractInfoSchema,
} from '@site/contracts';
import { toContract } from '../../mappers/agent-contracts.js';
import { agentProcedure } from '../../procedures.js';
import { CONTRACT_PATHS } from './contract-calls.js';

/** A contract type's page: whether it is on, the agent's own contract, what waits for it, what it gave its downlines. */
export const contractInfo = agentProcedure
  .input(ZContractTypeInputSchema)
  .output(ZContractInfoOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(CONTRACT_PATHS[input.contractType].info, ZWireContractInfoSchema);
    return {
      enabled: wire.enabled,
      current: wire.current ? toContract(wire.current) : null,
      waiting: wire.waiting.map(toContract),
      downlines: wire.downlines.map(toContract),
    };
  });
