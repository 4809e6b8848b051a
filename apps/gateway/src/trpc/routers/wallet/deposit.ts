import type { z } from 'zod';
import {
  toMajorUnits,
  type TWireDepositChannel,
  VALIDATION,
  WALLET_PATHS,
  ZDepositInputSchema,
  ZDepositOutputSchema,
  type ZWireDepositByQrBodySchema,
  ZWireDepositResultSchema,
  type ZWireManualTransferBodySchema,
  type ZWirePaymentGatewayBodySchema,
} from '@site/contracts';
import { appError } from '../../../errors/app-error.js';
import type { TContext } from '../../context.js';
import { proofImagesChecked } from '../../guards/proof-images-checked.js';
import { realMemberProcedure } from '../../procedures.js';
import { wireDepositSettingsOf } from './deposit-settings.js';
import { toDepositResult } from './mappers/deposit.js';

type TDeposit = z.output<typeof ZDepositInputSchema>;

/** Bank and e-wallet transfers name the account the member paid from. */
const manualTransfer = (ctx: TContext, channel: TWireDepositChannel, input: TDeposit) => {
  if (!input.payeeName) {
    throw appError('validation_failed', { fieldErrors: { payeeName: VALIDATION.required } });
  }
  const body: z.input<typeof ZWireManualTransferBodySchema> = {
    channelId: channel.channelId,
    payeeName: input.payeeName,
    amount: toMajorUnits(input.amount),
    bankCode: channel.bankCode,
    vendorId: channel.vendorId,
    mcsBankCode: channel.mcsBankCode,
    pictures: input.proofs,
    promotionId: input.promotionId,
    requestId: input.requestId,
  };
  return ctx.wire.send('POST', WALLET_PATHS.depositManualTransfer, body, ZWireDepositResultSchema, {
    moneyRequest: true,
  });
};

const qrDeposit = (ctx: TContext, channel: TWireDepositChannel, input: TDeposit) => {
  const body: z.input<typeof ZWireDepositByQrBodySchema> = {
    channelId: channel.channelId,
    amount: toMajorUnits(input.amount),
    bankCode: channel.bankCode,
    bankType: channel.type,
    vendorId: channel.vendorId,
    mcsBankCode: channel.mcsBankCode,
    showQrImageOnly: false,
    pictures: input.proofs,
    promotionId: input.promotionId,
    requestId: input.requestId,
  };
  return ctx.wire.send('POST', WALLET_PATHS.depositByQr, body, ZWireDepositResultSchema, {
    moneyRequest: true,
  });
};

/** Online payments name the bank the member pays from; the answer carries the payment page. */
const onlinePayment = (ctx: TContext, channel: TWireDepositChannel, input: TDeposit) => {
  if (!input.bankCode) {
    throw appError('validation_failed', { fieldErrors: { bankCode: VALIDATION.required } });
  }
  const body: z.input<typeof ZWirePaymentGatewayBodySchema> = {
    channelId: channel.channelId,
    amount: toMajorUnits(input.amount),
    bankCode: input.bankCode,
    vendorId: channel.vendorId,
    mcsBankCode: channel.mcsBankCode,
    promotionId: input.promotionId,
    requestId: input.requestId,
  };
  return ctx.wire.send('POST', WALLET_PATHS.depositPaymentGateway, body, ZWireDepositResultSchema, {
    moneyRequest: true,
  });
};

const DEPOSIT_CALLS = {
  BANK: manualTransfer,
  EWALLET: manualTransfer,
  QR: qrDeposit,
  ONLINE: onlinePayment,
} as const;

/**
 * Creates a deposit order on one channel, with up to three proof images and
 * the deposit bonus chosen, if any. The upstream routes a deposit by the
 * channel's bank, vendor and MCS codes, which only its deposit settings
 * know: they are read first. A test channel's order comes back approved and
 * credited; an online one pending, with its payment page.
 */
export const deposit = realMemberProcedure
  .meta({ audit: 'wallet.deposit' })
  .input(ZDepositInputSchema)
  .use(proofImagesChecked((input) => input.proofs))
  .output(ZDepositOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const settings = await wireDepositSettingsOf(ctx);
    const channel = settings.depositInfo.channels.find(
      (candidate) => candidate.channelId === input.channelId,
    );
    if (!channel) throw appError('channel_not_found');
    return toDepositResult(await DEPOSIT_CALLS[channel.type](ctx, channel, input));
  });
