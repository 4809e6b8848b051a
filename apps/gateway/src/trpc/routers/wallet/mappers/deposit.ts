import type { z } from 'zod';
import {
  type TDepositChannel,
  type TDepositOrder,
  type TDepositPromotion,
  type TDepositSettings,
  toMinorUnits,
  type TWireDepositChannel,
  type ZDepositOutputSchema,
  type ZWireDepositOrderSchema,
  type ZWireDepositPromotionSchema,
  type ZWireDepositResultSchema,
  type ZWireDepositSettingsSchema,
} from '@site/contracts';
import { sanitizePromotionHtml } from '../../../mappers/promotion-html.js';

/**
 * Where the member pays an online deposit: a page the gateway proxies
 * (`/pay/...`, the upstream's stand-in, decision 0032) or a provider's https
 * page; anything else (another scheme, a protocol-relative or plain-http
 * address) is dropped rather than handed to the browser.
 */
export const paymentUrlOrNull = (url: string | null | undefined): string | null => {
  if (!url) return null;
  if (/^\/pay\/[A-Za-z0-9/_-]+$/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

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
  bonus:
    wire.promotionId === null || wire.promotionId === undefined
      ? null
      : { promotionId: wire.promotionId, title: wire.promotionTitle ?? '' },
  paymentUrl: wire.status === 'pending' ? paymentUrlOrNull(wire.paymentUrl) : null,
});

/** A deposit bonus on offer, its terms' HTML made safe. */
export const toDepositPromotion = (
  wire: z.output<typeof ZWireDepositPromotionSchema>,
): TDepositPromotion => ({
  promotionId: wire.promotionId,
  title: wire.title,
  summary: wire.summary,
  termsHtml: sanitizePromotionHtml(wire.content),
  percent: wire.rewardPercent,
  maxReward:
    wire.maxRewardAmount === null || wire.maxRewardAmount === undefined
      ? null
      : toMinorUnits(wire.maxRewardAmount),
  minDeposit: toMinorUnits(wire.minDepositAmount),
  endAt: wire.endAt ?? null,
});

export const toDepositResult = (
  wire: z.output<typeof ZWireDepositResultSchema>,
): z.output<typeof ZDepositOutputSchema> => ({
  ...toDepositOrder(wire),
  qrImageUrl: wire.qrImageUrl ?? null,
});
