import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZTicketsInputSchema,
  ZTicketsOutputSchema,
  type ZWireTicketListQuerySchema,
  ZWireTicketListSchema,
} from '@site/contracts';
import { toTicket } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** The member's tickets of one status, or all of them (`ALL`) for the history. */
export const tickets = realMemberProcedure
  .input(ZTicketsInputSchema)
  .output(ZTicketsOutputSchema)
  .query(async ({ ctx, input }) => {
    const query: z.input<typeof ZWireTicketListQuerySchema> =
      input.status === 'ALL'
        ? { isApp: 'N', status: 'AVAILABLE', isAll: 'Y' }
        : { isApp: 'N', status: input.status, isAll: 'N' };
    const list = await ctx.wire.get(REWARDS_PATHS.tickets, ZWireTicketListSchema, { query });
    return { items: list.map(toTicket) };
  });
