import type { z } from 'zod';
import {
  type TDepositChannel,
  type TDepositOrder,
  type TDepositSettings,
  toMinorUnits,
  type TWireDepositChannel,
  type ZDepositOutputSchema,
  type ZWireDepositOrderSchema,
  type ZWireDepositResultSchema,
  type ZWireDepositSettingsSchema,
} from '@site/contracts';

/** A channel as the member sees it: the upstream's routing codes stay in the gateway. */
export const toDepositChannel = (wire: TWireDepositChannel): TDepositChannel => ({
  channelId: wire.channelId,
  type: wire.type,
  name: wire.name,
  minAmount: toMinorUnits(wire.minAmount),
  maxAmount: toMinorUnits(wire.maxAmount),
  payee: wire.payee ?? null,
  qrImageUrl: wire.qrImageUrl ?? null,
  isTest: wire.isTest,
});

export const toDepositSettings = (wire: z.output<typeof ZWireDepositSettingsSchema>): TDepositSettings => ({
  isAllowed: wire.allowDeposit === 'Y',
  successCount: wire.totalDepositSuccessCount,
  channels: wire.depositInfo.channels.map(toDepositChannel),
});

export const toDepositOrder = (wire: z.output<typeof ZWireDepositOrderSchema>): TDepositOrder => ({
  orderId: wire.orderId,
  channelName: wire.channelName,
  channelType: wire.channelType,
  amount: toMinorUnits(wire.amount),
  status: wire.status,
  proofCount: wire.proofCount,
  createdAt: wire.createdAt,
  decidedAt: wire.decidedAt ?? null,
  remark: wire.remark ?? null,
});

export const toDepositResult = (
  wire: z.output<typeof ZWireDepositResultSchema>,
): z.output<typeof ZDepositOutputSchema> => ({
  ...toDepositOrder(wire),
  qrImageUrl: wire.qrImageUrl ?? null,
});
