import type { z } from 'zod';
import type { TPromotionCard, ZWirePromotionSchema } from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';
import { sanitizePromotionHtml } from '../../../mappers/promotion-html.js';
import { minorOrNull } from '../../../mappers/rewards.js';

/** A promotion's card: its HTML sanitised, its picture only over http(s), amounts in minor units. */
export const toPromotionCard = (wire: z.output<typeof ZWirePromotionSchema>): TPromotionCard => ({
  promotionId: wire.promotionId,
  promotionType: wire.promotionType,
  category: wire.category,
  title: wire.title,
  summary: wire.summary,
  content: sanitizePromotionHtml(wire.content),
  imageUrl: httpUrlOrNull(wire.imageUrl),
  startDate: wire.startDate,
  endDate: wire.endDate ?? null,
  rewardAmount: minorOrNull(wire.rewardAmount),
  rewardPercent: wire.rewardPercent ?? null,
  maxRewardAmount: minorOrNull(wire.maxRewardAmount),
  minDepositAmount: minorOrNull(wire.minDepositAmount),
  requiresProof: wire.requiresProof,
  status: wire.status ?? null,
  claimId: wire.claimId ?? null,
});
