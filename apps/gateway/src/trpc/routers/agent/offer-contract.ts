import type { z } from 'zod';
import {
  AGENT_PATHS,
  toMajorUnits,
  ZContractSchema,
  ZOfferContractInputSchema,
  ZWireContractSchema,
  type ZWireOfferContractBodySchema,
} from '@site/contracts';
import { toContract } from '../../mappers/agent-contracts.js';
import { agentProcedure } from '../../procedures.js';

/**
 * Offers a contract to a direct downline agent: its rate at most the agent's
 * own of that type (`contract_rate_too_high`); the downline hears of it at
 * once (`contract:offer`).
 */
export const offerContract = agentProcedure
  .meta({ audit: 'agent.offerContract' })
  .input(ZOfferContractInputSchema)
  .output(ZContractSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireOfferContractBodySchema> = {
      memberId: input.memberId,
      contractType: input.contractType,
      rate: input.ratePercent,
      minValidBet: toMajorUnits(input.minValidBet),
      minActiveMembers: input.minActiveMembers,
      period: input.period,
    };
    return toContract(await ctx.wire.send('POST', AGENT_PATHS.offerContract, body, ZWireContractSchema));
  });
