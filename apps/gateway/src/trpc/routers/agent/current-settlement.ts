import {
  toMinorUnits,
  ZContractTypeInputSchema,
  ZCurrentSettlementOutputSchema,
  ZWireCurrentSettlementSchema,
} from '@site/contracts';
import { agentProcedure } from '../../procedures.js';
import { CONTRACT_PATHS } from './contract-calls.js';

/** The period running now for a contract type: the team's figures so far and what it would pay. */
export const currentSettlement = agentProcedure
  .input(ZContractTypeInputSchema)
  .output(ZCurrentSettlementOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(CONTRACT_PATHS[input.contractType].current, ZWireCurrentSettlementSchema);
    return {
      contractId: wire.contractId,
      periodStart: wire.periodStart,
      periodEnd: wire.periodEnd,
      validBetAmount: toMinorUnits(wire.validBetAmount),
      profitLoss: toMinorUnits(wire.profitLoss),
      activeMembers: wire.activeMembers,
      ratePercent: wire.rate,
      estimatedAmount: wire.estimatedAmount === null ? null : toMinorUnits(wire.estimatedAmount),
    };
  });
