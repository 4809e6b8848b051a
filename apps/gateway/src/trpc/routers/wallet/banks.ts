import { WALLET_PATHS, ZBanksOutputSchema, ZNoInputSchema, ZWireWithdrawBanksSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';

/** The banks a member may add a withdrawal card of. */
export const banks = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZBanksOutputSchema)
  .query(async ({ ctx }) => ({
    banks: await ctx.wire.get(WALLET_PATHS.withdrawBanks, ZWireWithdrawBanksSchema),
  }));
