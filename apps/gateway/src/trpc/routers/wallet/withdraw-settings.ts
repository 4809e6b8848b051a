import {
  WALLET_PATHS,
  ZNoInputSchema,
  ZWireHasPaymentPasswordSchema,
  ZWireWithdrawSettingsSchema,
  ZWithdrawSettingsOutputSchema,
} from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { toWithdrawSettings } from './mappers/withdrawal.js';

/** Withdrawal limits and confirmation window, and whether the member has set a payment password yet. */
export const withdrawSettings = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZWithdrawSettingsOutputSchema)
  .query(async ({ ctx }) => {
    const [settings, hasPaymentPassword] = await Promise.all([
      ctx.wire.get(WALLET_PATHS.withdrawSettings, ZWireWithdrawSettingsSchema, { query: { groupId: 0 } }),
      ctx.wire.get(WALLET_PATHS.hasPaymentPassword, ZWireHasPaymentPasswordSchema),
    ]);
    return toWithdrawSettings(settings, hasPaymentPassword);
  });
