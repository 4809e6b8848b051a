import { z } from 'zod';
import { LIMITS } from '../domain/limits.js';
import {
  CLAIM_STATUSES,
  MISSION_CYCLES,
  MISSION_METRICS,
  MISSION_STATUSES,
  POINT_REWARD_TYPES,
  PROMOTION_CATEGORIES,
  PROMOTION_TYPES,
  REDEMPTION_STATUSES,
  REWARD_LIMITS,
  TICKET_STATUSES,
} from '../domain/rewards.js';
import { pageOf } from './paging.js';
import { requiredText, VALIDATION } from './validation.js';
import { ZPaymentPasswordSchema, ZProofImageSchema, ZRequestIdSchema } from './wallet.js';

/**
 * Inputs and outputs of the `rewards` procedures (docs/history/rewards-interfaces.md).
 * Amounts are integer minor units; a mission's target and progress are minor
 * units for TURNOVER and DEPOSIT and counts for ROUNDS; points are whole
 * numbers; times milliseconds. Every procedure but `promotions` is for a
 * real member (a trial session is 403 `in_need_true_account`).
 */
const ZMinorUnits = z.number().int();
const ZCount = z.number().int();
/** An id of the upstream, as a string. */
const ZRewardIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, VALIDATION.invalid);
const ZRewardsPageShape = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(REWARD_LIMITS.pageSize),
};

// ---- Summary: the public state of docs/product.md §3 ----

export const ZVipSchema = z.object({
  hasVip: z.boolean(),
  rankName: z.string(),
  rankLevel: ZCount,
  nextRankName: z.string().nullable(),
  monthlyTurnover: ZMinorUnits,
  /** The next rank's monthly turnover; the current rank's at the top. */
  monthlyTurnoverTarget: ZMinorUnits,
  totalTurnover: ZMinorUnits,
  ranks: z.array(z.object({ level: ZCount, name: z.string(), monthlyTurnover: ZMinorUnits })),
});
export type TVip = z.infer<typeof ZVipSchema>;

/** rewards.summary: VIP, and the counts behind the reward and mission badges. */
export const ZRewardsSummaryOutputSchema = z.object({
  vip: ZVipSchema,
  /** Issued rewards and available tickets waiting for the member. */
  availablePromoCount: ZCount,
  /** Completed missions whose reward waits to be claimed. */
  claimableMissions: ZCount,
  referralEnabled: z.boolean(),
});
export type TRewardsSummary = z.infer<typeof ZRewardsSummaryOutputSchema>;

// ---- Promotions and claims ----

export const ZPromotionCardSchema = z.object({
  promotionId: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** A safe http(s) URL, or null. */
  imageUrl: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
  rewardAmount: ZMinorUnits.nullable(),
  rewardPercent: z.number().nullable(),
  maxRewardAmount: ZMinorUnits.nullable(),
  minDepositAmount: ZMinorUnits.nullable(),
  requiresProof: z.boolean(),
  status: z.enum(CLAIM_STATUSES).nullable(),
  claimId: z.string().nullable(),
});
export type TPromotionCard = z.infer<typeof ZPromotionCardSchema>;

/** rewards.promotions: a member's list with its statuses; a visitor's (or a trial session's) the merchant's. */
export const ZRewardPromotionsInputSchema = z
  .strictObject({ category: z.enum(PROMOTION_CATEGORIES).optional() })
  .default({});
export const ZRewardPromotionsOutputSchema = z.object({
  items: z.array(ZPromotionCardSchema),
  /** Whether the statuses are the member's (false for a visitor: join and claim need a login). */
  personal: z.boolean(),
});

export const ZClaimSchema = z.object({
  claimId: z.string(),
  promotionId: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  title: z.string(),
  status: z.enum(CLAIM_STATUSES),
  amount: ZMinorUnits.nullable(),
  remarks: z.string().nullable(),
  pictureCount: ZCount,
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  claimedAt: z.number().int().nullable(),
});
export type TClaim = z.infer<typeof ZClaimSchema>;

export const ZClaimsInputSchema = z
  .strictObject({ status: z.enum(CLAIM_STATUSES).optional(), ...ZRewardsPageShape })
  .default({ pageNo: 1, pageSize: REWARD_LIMITS.pageSize });
export const ZClaimsOutputSchema = pageOf(ZClaimSchema);
export const ZClaimableOutputSchema = z.object({ items: z.array(ZClaimSchema) });

export const ZJoinPromotionInputSchema = z.strictObject({ promotionId: ZRewardIdSchema });
/** The form of a reward request (docs/product.md §5): remark ≤ 140 characters, ≤ 3 png/jpg pictures of ≤ 5 MB. */
export const ZApplyRewardInputSchema = z.strictObject({
  promotionId: ZRewardIdSchema,
  remarks: z.string().trim().max(LIMITS.activityRemarkMaxChars, { error: VALIDATION.tooLong }).default(''),
  pictures: z.array(ZProofImageSchema).max(LIMITS.upload.maxFiles, VALIDATION.tooManyProofs).default([]),
});
export type TApplyRewardInput = z.input<typeof ZApplyRewardInputSchema>;
export const ZCancelClaimInputSchema = z.strictObject({ claimId: ZRewardIdSchema });

export const ZClaimRewardInputSchema = z.strictObject({
  claimId: ZRewardIdSchema,
  requestId: ZRequestIdSchema,
});
export const ZClaimLoginBonusInputSchema = z.strictObject({
  promotionId: ZRewardIdSchema,
  requestId: ZRequestIdSchema,
});
/** What a paying claim answers: the claim, now `claimed`, and what reached the main wallet. */
export const ZClaimPaidOutputSchema = z.object({ claim: ZClaimSchema, amount: ZMinorUnits });
export type TClaimPaid = z.infer<typeof ZClaimPaidOutputSchema>;

// ---- Raffle ----

export const ZRafflePrizeSchema = z.object({ prizeId: z.string(), name: z.string(), amount: ZMinorUnits });
export const ZRaffleInputSchema = z.strictObject({ promotionId: ZRewardIdSchema });
export const ZRaffleStatusOutputSchema = z.object({
  promotionId: z.string(),
  validBetToday: ZMinorUnits,
  validBetPerChance: ZMinorUnits,
  maxChancesPerDay: ZCount,
  chancesEarned: ZCount,
  chancesUsed: ZCount,
  chancesLeft: ZCount,
  prizes: z.array(ZRafflePrizeSchema),
  draws: z.array(ZRafflePrizeSchema.extend({ drawnAt: z.number().int() })),
});
export type TRaffleStatus = z.infer<typeof ZRaffleStatusOutputSchema>;
export const ZDrawRaffleInputSchema = z.strictObject({
  promotionId: ZRewardIdSchema,
  requestId: ZRequestIdSchema,
});
export const ZDrawRaffleOutputSchema = z.object({
  prize: ZRafflePrizeSchema,
  chancesLeft: ZCount,
  drawnAt: z.number().int(),
});

// ---- Tickets and promo codes ----

export const ZTicketSchema = z.object({
  transactionId: z.string(),
  name: z.string(),
  amount: ZMinorUnits,
  status: z.enum(TICKET_STATUSES),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  claimedAt: z.number().int().nullable(),
});
export type TTicket = z.infer<typeof ZTicketSchema>;
/** rewards.tickets: AVAILABLE by default; ALL for the history. */
export const ZTicketsInputSchema = z
  .strictObject({ status: z.enum([...TICKET_STATUSES, 'ALL']).default('AVAILABLE') })
  .default({ status: 'AVAILABLE' });
export const ZTicketsOutputSchema = z.object({ items: z.array(ZTicketSchema) });
export const ZClaimTicketInputSchema = z.strictObject({
  transactionId: ZRewardIdSchema,
  requestId: ZRequestIdSchema,
});
export const ZClaimTicketOutputSchema = z.object({ ticket: ZTicketSchema, amount: ZMinorUnits });

export const ZPromoCodeSchema = z.object({
  promoCode: z.string(),
  description: z.string(),
  amount: ZMinorUnits.nullable(),
  expiresAt: z.number().int().nullable(),
  claimed: z.boolean(),
});
export const ZPromoCodesOutputSchema = z.object({ items: z.array(ZPromoCodeSchema) });
/** A promo code as typed: trimmed, upper-cased, letters, digits, - and _. */
export const ZPromoCodeInputSchema = requiredText(REWARD_LIMITS.promoCodeMaxChars)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, VALIDATION.invalid));
export const ZClaimPromoCodeInputSchema = z.strictObject({
  promoCode: ZPromoCodeInputSchema,
  requestId: ZRequestIdSchema,
});
export type TClaimPromoCodeInput = z.input<typeof ZClaimPromoCodeInputSchema>;
export const ZClaimPromoCodeOutputSchema = z.object({
  promoCode: z.string(),
  amount: ZMinorUnits,
  claim: ZClaimSchema,
});

// ---- Missions ----

export const ZMissionSchema = z.object({
  missionId: z.string(),
  title: z.string(),
  description: z.string(),
  metric: z.enum(MISSION_METRICS),
  cycle: z.enum(MISSION_CYCLES),
  target: z.number().int(),
  progress: z.number().int(),
  rewardAmount: ZMinorUnits,
  status: z.enum(MISSION_STATUSES),
  claimId: z.string().nullable(),
  cycleStart: z.number().int(),
  cycleEnd: z.number().int(),
});
export type TMission = z.infer<typeof ZMissionSchema>;
export const ZMissionsOutputSchema = z.object({
  missions: z.array(ZMissionSchema),
  completedCount: ZCount,
  claimableCount: ZCount,
});
export const ZLeaderboardInputSchema = z.strictObject({ missionId: ZRewardIdSchema });
export const ZLeaderboardOutputSchema = z.object({
  missionId: z.string(),
  rows: z.array(
    z.object({ rank: ZCount, username: z.string(), progress: z.number().int(), completed: z.boolean() }),
  ),
  me: z.object({ rank: ZCount, progress: z.number().int() }).nullable(),
});

// ---- Referral ----

export const ZReferralOutputSchema = z.object({
  enabled: z.boolean(),
  referralCode: z.string(),
  /** Absolute links to register with the code: the gateway's own site first, then the promotion domains. */
  links: z.array(z.string()),
  totalInvitations: ZCount,
  qualifiedInvitations: ZCount,
  rewardAmount: ZMinorUnits.nullable(),
  minDepositAmount: ZMinorUnits.nullable(),
  invitations: z.array(
    z.object({ username: z.string(), registeredAt: z.number().int(), qualified: z.boolean() }),
  ),
});
export type TReferral = z.infer<typeof ZReferralOutputSchema>;

// ---- Points and the point mall ----

export const ZPointsOutputSchema = z.object({ points: ZCount, pendingPoints: ZCount });
export type TPoints = z.infer<typeof ZPointsOutputSchema>;

export const ZPointRewardSchema = z.object({
  rewardId: z.string(),
  type: z.enum(POINT_REWARD_TYPES),
  name: z.string(),
  imageUrl: z.string().nullable(),
  requiredPoints: ZCount,
  amount: ZMinorUnits.nullable(),
  quantity: ZCount.nullable(),
  status: z.enum(['AVAILABLE', 'SOLD_OUT']),
});
export type TPointReward = z.infer<typeof ZPointRewardSchema>;
/** rewards.pointMall: the catalogue, the points table and the conversion rate (pointRewards, pointConfig, conversionTypes). */
export const ZPointMallOutputSchema = z.object({
  enabled: z.boolean(),
  rewards: z.array(ZPointRewardSchema),
  /** Valid bet, in minor units, that earns one point, per game category. */
  table: z.array(z.object({ gameCategory: z.string(), validBetPerPoint: ZMinorUnits })),
  /** Converting to balance; null when the merchant offers no conversion. */
  conversion: z.object({ pointsPerUnit: ZCount, minPoints: ZCount }).nullable(),
});
export type TPointMall = z.infer<typeof ZPointMallOutputSchema>;

export const ZRedemptionSchema = z.object({
  redemptionId: z.string(),
  rewardId: z.string(),
  type: z.enum(POINT_REWARD_TYPES),
  name: z.string(),
  quantity: ZCount,
  points: ZCount,
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TRedemption = z.infer<typeof ZRedemptionSchema>;
export const ZRedemptionsInputSchema = z
  .strictObject({ status: z.enum(REDEMPTION_STATUSES).optional(), ...ZRewardsPageShape })
  .default({ pageNo: 1, pageSize: REWARD_LIMITS.pageSize });
export const ZRedemptionsOutputSchema = pageOf(ZRedemptionSchema);

export const ZRedeemInputSchema = z.strictObject({
  rewardId: ZRewardIdSchema,
  quantity: z.number().int().min(1).max(REWARD_LIMITS.maxRedeemQuantity),
  paymentPassword: ZPaymentPasswordSchema,
  requestId: ZRequestIdSchema,
});
export type TRedeemInput = z.input<typeof ZRedeemInputSchema>;
export const ZConvertPointsInputSchema = z.strictObject({
  points: z.number().int().min(1).max(REWARD_LIMITS.maxConvertPoints),
  paymentPassword: ZPaymentPasswordSchema,
  requestId: ZRequestIdSchema,
});
export type TConvertPointsInput = z.input<typeof ZConvertPointsInputSchema>;
export const ZConvertPointsOutputSchema = z.object({
  points: ZCount,
  amount: ZMinorUnits,
  pointsLeft: ZCount,
});
