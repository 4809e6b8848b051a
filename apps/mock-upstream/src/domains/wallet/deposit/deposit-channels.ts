import { and, asc, eq } from 'drizzle-orm';
import { type TDepositChannelType, toMajorUnits } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { depositChannels } from '../../../db/schema-money.js';
import { WireError } from '../../../wire/envelope.js';

export type TDepositChannel = typeof depositChannels.$inferSelect;

/** The merchant's enabled channels, in their order. */
export const enabledChannelsOf = (db: TExecutor, merchantId: number): TDepositChannel[] =>
  db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.isEnabled, true)))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id))
    .all();

/** An enabled channel of the merchant of one of `types`; else 404 `channel_not_found`. */
export const requireChannel = (
  db: TExecutor,
  merchantId: number,
  channelId: string,
  types: readonly TDepositChannelType[],
): TDepositChannel => {
  const channel = /^\d{1,12}$/.test(channelId)
    ? enabledChannelsOf(db, merchantId).find((row) => row.id === Number(channelId))
    : undefined;
  if (!channel || !types.includes(channel.type))
    throw new WireError(404, 'channel_not_found', `No deposit channel ${channelId} for this call`);
  return channel;
};

/** A channel as `MCSFE_getDepositSettings` lists it (amounts in major units). */
export const wireChannel = (channel: TDepositChannel) => ({
  channelId: String(channel.id),
  type: channel.type,
  name: channel.name,
  bankCode: channel.bankCode,
  vendorId: channel.vendorId,
  mcsBankCode: channel.mcsBankCode,
  minAmount: toMajorUnits(channel.minMinor),
  maxAmount: toMajorUnits(channel.maxMinor),
  payee:
    channel.payeeBankName && channel.payeeAccountName && channel.payeeAccountNumber
      ? {
          bankName: channel.payeeBankName,
          accountName: channel.payeeAccountName,
          accountNumber: channel.payeeAccountNumber,
        }
      : null,
  qrImageUrl: channel.qrImageUrl,
  isTest: channel.isTest,
});
