import type { z } from 'zod';
import {
  AGENT_PATHS,
  toMajorUnits,
  ZBalanceOutputSchema,
  ZTransferToDownlinesInputSchema,
  ZWireTransferDownlineSchema,
  type ZWireTransferMultipleDownlineBodySchema,
} from '@site/contracts';
import { toBalance } from '../../mappers/balance.js';
import { agentProcedure } from '../../procedures.js';

/** One transfer to several downlines, all or nothing, after the payment password; answers the agent's balances. */
export const transferToDownlines = agentProcedure
  .meta({ audit: 'agent.transferToDownlines' })
  .input(ZTransferToDownlinesInputSchema)
  .output(ZBalanceOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireTransferMultipleDownlineBodySchema> = {
      transfers: input.transfers.map((transfer) => ({
        memberId: transfer.memberId,
        amount: toMajorUnits(transfer.amount),
      })),
      paymentPassword: input.paymentPassword,
      requestId: input.requestId,
    };
    const wire = await ctx.wire.send(
      'POST',
      AGENT_PATHS.transferMultipleDownline,
      body,
      ZWireTransferDownlineSchema,
      { moneyRequest: true },
    );
    return toBalance(wire);
  });
