import type { z } from 'zod';
import { toMajorUnits, type ZWireWithdrawSettingsSchema } from '@site/contracts';
import { cashierSettingsOf } from '../../../core/money/wallet-store.js';
import type { TExecutor } from '../../../db/client.js';
import { wireErrors } from '../../../wire/envelope.js';

export type TWithdrawLimits = { minMinor: number; maxMinor: number; autoConfirmMinutes: number };

/** The merchant's withdrawal limits and confirmation window; a merchant without cashier settings has no withdrawals. */
export const withdrawLimitsOf = (db: TExecutor, merchantId: number): TWithdrawLimits => {
  const settings = cashierSettingsOf(db, merchantId);
  if (!settings) throw wireErrors.functionNotAvailable('This merchant does not offer withdrawals');
  return {
    minMinor: settings.withdrawMinMinor,
    maxMinor: settings.withdrawMaxMinor,
    autoConfirmMinutes: settings.withdrawAutoConfirmMinutes,
  };
};

/** `value` of `GET MCSFE_getWithdrawSettings`. */
export const withdrawSettingsReply = (
  limits: TWithdrawLimits,
): z.input<typeof ZWireWithdrawSettingsSchema> => ({
  minimumAmount: toMajorUnits(limits.minMinor),
  maximumAmount: toMajorUnits(limits.maxMinor),
  autoConfirmMinutes: limits.autoConfirmMinutes,
});
