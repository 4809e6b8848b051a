import { WALLET_PATHS, ZBalanceOutputSchema, ZNoInputSchema, ZWireBalanceSchema } from '@site/contracts';
import { toBalance } from '../../mappers/balance.js';
import { memberProcedure } from '../../procedures.js';

/** All wallets of the member in integer minor units. */
export const balance = memberProcedure
  .input(ZNoInputSchema)
  .output(ZBalanceOutputSchema)
  .query(async ({ ctx }) => {
    const wire = await ctx.wire.get(WALLET_PATHS.balance, ZWireBalanceSchema, { query: { typeId: 0 } });
    return toBalance(wire);
  });
