import { WALLET_PATHS, ZNoInputSchema, ZUplineOutputSchema, ZWireUplineInfoSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** The agent the member registered under, if any. */
export const upline = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZUplineOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(WALLET_PATHS.uplineInfo, ZWireUplineInfoSchema);
    return { hasUpline: wire.hasUpline, uplineAccount: wire.uplineAccount ?? null };
  });
