import { WIRE_PATHS, ZBalanceOutputSchema, ZNoInputSchema, ZWireBalanceSchema } from '@site/contracts';
import { router } from '../init.js';
import { toBalance } from '../mappers/balance.js';
import { memberProcedure } from '../procedures.js';

export const walletRouter = router({
  /** All wallets of the member in integer minor units. */
  balance: memberProcedure
    .input(ZNoInputSchema)
    .output(ZBalanceOutputSchema)
    .query(async ({ ctx }) => {
      const wire = await ctx.wire.get(WIRE_PATHS.balance, ZWireBalanceSchema, { query: { typeId: 0 } });
      return toBalance(wire);
    }),
});
