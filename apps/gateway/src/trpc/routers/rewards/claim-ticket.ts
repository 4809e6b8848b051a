import type { z } from 'zod';
import {
  REWARDS_PATHS,
  toMinorUnits,
  ZClaimTicketInputSchema,
  ZClaimTicketOutputSchema,
  type ZWireClaimTicketBodySchema,
  ZWireTicketClaimedSchema,
} from '@site/contracts';
import { toTicket } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Claims an available ticket into the main wallet. */
export const claimTicket = realMemberProcedure
  .meta({ audit: 'rewards.claimTicket' })
  .input(ZClaimTicketInputSchema)
  .output(ZClaimTicketOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireClaimTicketBodySchema> = {
      transactionId: input.transactionId,
      isApp: 'N',
      requestId: input.requestId,
    };
    const claimed = await ctx.wire.send('POST', REWARDS_PATHS.claimTicket, body, ZWireTicketClaimedSchema, {
      moneyRequest: true,
    });
    return { ticket: toTicket(claimed.ticket), amount: toMinorUnits(claimed.amount) };
  });
