import type { z } from 'zod';
import {
  toMinorUnits,
  type TWithdrawal,
  type TWithdrawSettings,
  type ZWireWithdrawalSchema,
  type ZWireWithdrawSettingsSchema,
} from '@site/contracts';

export const toWithdrawSettings = (
  wire: z.output<typeof ZWireWithdrawSettingsSchema>,
  hasPaymentPassword: boolean,
): TWithdrawSettings => ({
  minAmount: toMinorUnits(wire.minimumAmount),
  maxAmount: toMinorUnits(wire.maximumAmount),
  autoConfirmMinutes: wire.autoConfirmMinutes,
  hasPaymentPassword,
});

export const toWithdrawal = (wire: z.output<typeof ZWireWithdrawalSchema>): TWithdrawal => ({
  withdrawalId: wire.withdrawalId,
  amount: toMinorUnits(wire.amount),
  status: wire.status,
  bankName: wire.bankName,
  accountNumber: wire.accountNumber,
  createdAt: wire.createdAt,
  decidedAt: wire.decidedAt ?? null,
  confirmBefore: wire.confirmBefore ?? null,
  confirmedAt: wire.confirmedAt ?? null,
  isAutoConfirmed: wire.isAutoConfirmed,
  remark: wire.remark ?? null,
});
