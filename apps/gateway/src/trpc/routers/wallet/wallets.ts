import {
  WALLET_PATHS,
  ZNoInputSchema,
  ZWalletsOutputSchema,
  ZWireBalanceSchema,
  ZWireMerchantWalletSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toWallets } from './mappers/wallets.js';

/** The merchant's wallets (single or main plus vendor wallets), each with its name and the member's balance. */
export const wallets = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZWalletsOutputSchema)
  .query(async ({ ctx }) => {
    const [merchant, balance] = await Promise.all([
      ctx.wire.get(WALLET_PATHS.merchantWallet, ZWireMerchantWalletSchema, {
        query: { merchantCode: ctx.config.upstream.merchant },
      }),
      ctx.wire.get(WALLET_PATHS.balance, ZWireBalanceSchema, { query: { typeId: 0 } }),
    ]);
    return toWallets(merchant, balance);
  });
