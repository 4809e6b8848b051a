import type { z } from 'zod';
import {
  REWARDS_PATHS,
  ZCancelClaimInputSchema,
  ZClaimSchema,
  type ZWireCancelTicketBodySchema,
  ZWireClaimSchema,
} from '@site/contracts';
import { toClaim } from '../../mappers/rewards.js';
import { realMemberProcedure } from '../../procedures.js';

/** Cancels an application that still waits (signed, applying, processing); the claim answers `closed`. */
export const cancel = realMemberProcedure
  .meta({ audit: 'rewards.cancel' })
  .input(ZCancelClaimInputSchema)
  .output(ZClaimSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireCancelTicketBodySchema> = { claimId: input.claimId };
    return toClaim(await ctx.wire.send('POST', REWARDS_PATHS.cancelTicket, body, ZWireClaimSchema));
  });
