import type { z } from 'zod';
import {
  AGENT_PATHS,
  toMajorUnits,
  ZBalanceOutputSchema,
  ZTransferToDownlineInputSchema,
  type ZWireTransferDownlineBodySchema,
  ZWireTransferDownlineSchema,
} from '@site/contracts';
import { toBalance } from '../../mappers/balance.js';
import { agentProcedure } from '../../procedures.js';

/** Sends money from the agent's main wallet to a downline's, after the payment password; answers the agent's balances. */
export const transferToDownline = agentProcedure
  .meta({ audit: 'agent.transferToDownline' })
  .input(ZTransferToDownlineInputSchema)
  .output(ZBalanceOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireTransferDownlineBodySchema> = {
      memberId: input.memberId,
      amount: toMajorUnits(input.amount),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const wire = await ctx.wire.send(
      'POST',
      AGENT_PATHS.transferDownline,
      body,
      ZWireTransferDownlineSchema,
      {
        moneyRequest: true,
      },
    );
    return toBalance(wire);
  });
