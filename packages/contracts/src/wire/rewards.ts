import { z } from 'zod';
import {
  CLAIM_STATUSES,
  MISSION_CYCLES,
  MISSION_METRICS,
  MISSION_STATUSES,
  POINT_CONVERSION_TYPES,
  POINT_REWARD_TYPES,
  PROMOTION_CATEGORIES,
  PROMOTION_TYPES,
  REDEMPTION_STATUSES,
  TICKET_STATUSES,
} from '../domain/rewards.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';

/**
 * The rewards group (docs/product.md §2 "Member centre", §3, §4;
 * docs/upstream.md §3 "Rewards and points" and the mission calls of
 * "Lottery"): promotions and the member's claims of them, raffles, tickets,
 * promo codes, missions, VIP rank, referral, and the point mall. Every call
 * but `merchantPromotions` needs a member's token; a trial member is refused
 * (`in_need_true_account`). Texts come in the request's `Language` (EN, TY).
 * The public material names most calls with few or no payloads: payloads not
 * shown there are ours (docs/decisions/0026-rewards.md).
 */
export const REWARDS_PATHS = {
  /** The member's points. */
  pointBalance: '/wps/relay/MCSFE_getPointBalance',
  /** The point mall's catalogue. */
  pointRewards: '/wps/relay/MCS2_getPointReward',
  /** The member's redemptions, newest first. */
  redemptions: '/wps/relay/MCS2_getRedeemPointList',
  /** How points are earned: the points table. */
  pointConfig: '/wps/relay/MCS2_getPointConfig',
  /** How points convert into balance. */
  conversionTypes: '/wps/relay/MCSFE_getPointRewardConversionType',
  /** Encrypted: carries the payment password. */
  redeemPoints: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  /** Encrypted: carries the payment password. */
  convertPoints: '/wps/relay/passwordCheck/MCS2_convertPoint',
  /** Promotions with the member's status in each; the count of rewards waiting. */
  availablePromotions: '/wps/relay/MCSFE_getAvailablePromotions',
  /** The merchant's promotions for a visitor (no token). */
  merchantPromotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  /** The member's claims (applications and rewards) of every status, newest first. */
  claimList: '/wps/relay/MCS2_getPromotionClaimList',
  /** The member's claims of one status (`I` = issued: waiting to be claimed). */
  claimsByStatus: '/wps/relay/MCSFE_getClaimPromotion',
  signUpJoin: '/wps/relay/MCSFE_signUpPromotionJoin',
  signUpRequestReward: '/wps/relay/MCSFE_signUpRequestReward',
  claimIssued: '/wps/relay/MCSFE_claimIssuedPromotion',
  claimLogin: '/wps/relay/MCSFE_claimLoginPromotion',
  /** Cancels the member's application that still waits (signed, applying, processing). */
  cancelTicket: '/wps/relay/MCSFE_cancelTicket',
  claimRaffle: '/wps/relay/MCSFE_claimRafflePromotion',
  raffleStatus: '/wps/relay/MCSFE_getRafflePromotionStatus',
  tickets: '/wps/relay/PROMOFE_getClaimTicketList',
  claimTicket: '/wps/relay/PROMOFE_claimTicket',
  promoCodes: '/wps/relay/PROMOFE_getPromoCode',
  claimPromoCode: '/wps/relay/PROMOFE_claimPromoCode',
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  rankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
  /** `?autoGenerate=true` makes the member's code on first read. */
  referralDetails: '/wps/relay/MCSFE_getReferralDetails',
} as const;

/**
 * Legacy twins the upstream also answers, alike; the mock serves them with
 * the same implementation and the gateway speaks the names above.
 */
export const REWARDS_TWIN_PATHS = {
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  pointRewards: '/wps/relay/MCSFE_getPointReward',
  redemptions: '/wps/relay/MCSFE_getRedeemPointList',
  pointConfig: '/wps/relay/MCSFE_getPointConfig',
  redeemPoints: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  convertPoints: '/wps/relay/passwordCheck/MCSFE_convertPoint',
  claimRaffle: '/wps/relay/MCS2_claimRafflePromotion',
} as const satisfies Partial<Record<keyof typeof REWARDS_PATHS, string>>;

const ZWireCount = z.coerce.number().int();
const ZWirePoints = z.coerce.number().int();

// ---- Promotions and claims ----

/** A promotion; `status` is the member's state with it (null: open to join or claim). */
export const ZWirePromotionSchema = z.object({
  promotionId: ZWireId,
  promotionType: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  /** One line for the card. */
  summary: z.string().default(''),
  /** HTML: the gateway sanitises it. */
  content: z.string().default(''),
  imageUrl: z.string().nullish(),
  startDate: ZWireTime,
  /** null: no end. */
  endDate: ZWireTime.nullish(),
  /** A fixed reward (SIGNUP, LOGIN, ISSUED, PROMO_CODE, REFERRAL), decimal major units. */
  rewardAmount: ZWireAmount.nullish(),
  /** DEPOSIT: percent of the qualifying deposit, up to `maxRewardAmount`. */
  rewardPercent: z.coerce.number().nullish(),
  maxRewardAmount: ZWireAmount.nullish(),
  /** DEPOSIT: the smallest qualifying deposit; REFERRAL: the invitee's first deposit that qualifies. */
  minDepositAmount: ZWireAmount.nullish(),
  /** SIGNUP: the reward request needs at least one picture. */
  requiresProof: z.boolean().default(false),
  /**
   * For a visitor only `coming_soon` (not started) or null. For a member the
   * status of its latest claim of it, else `coming_soon`, else null.
   */
  status: z.enum(CLAIM_STATUSES).nullish(),
  /** The member's latest claim of it, when there is one. */
  claimId: ZWireId.nullish(),
});
export type TWirePromotion = z.input<typeof ZWirePromotionSchema>;

/** `value` of `MCSFE_getAvailablePromotions` (and, without member fields, `MCSFE_getMerchantAvailablePromotions`). */
export const ZWirePromotionListSchema = z.object({
  list: z.array(ZWirePromotionSchema).default([]),
  /** Claims waiting for the member (issued) plus available tickets: the reward centre's badge (docs/product.md §3). */
  availablePromoCount: ZWireCount.default(0),
  /** Features of the member's reward centre: REFERRAL with `enabled` (docs/product.md §3). */
  availablePromo: z.array(z.object({ type: z.string(), enabled: z.boolean() })).default([]),
});
/** Query of both promotion lists. */
export const ZWirePromotionListQuerySchema = z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() });

/** A member's claim: an application, or a reward granted to it. Amounts decimal major units. */
export const ZWireClaimSchema = z.object({
  claimId: ZWireId,
  promotionId: ZWireId,
  promotionType: z.enum(PROMOTION_TYPES),
  title: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** What it pays (or paid); null until known (a deposit bonus before its deposit). */
  amount: ZWireAmount.nullish(),
  remarks: z.string().nullish(),
  pictureCount: ZWireCount.default(0),
  /** The operator's reason for a rejection. */
  rejectReason: z.string().nullish(),
  createdAt: ZWireTime,
  updatedAt: ZWireTime,
  claimedAt: ZWireTime.nullish(),
});
export type TWireClaim = z.input<typeof ZWireClaimSchema>;

/** Query of `MCS2_getPromotionClaimList`: a page, optionally of one status. */
export const ZWireClaimListQuerySchema = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZWireClaimListSchema = wirePageOf(ZWireClaimSchema);

/** Query of `MCSFE_getClaimPromotion`: `status=I` (issued); `value` is the list, newest first. */
export const ZWireClaimsByStatusQuerySchema = z.object({
  promotionType: z.enum(PROMOTION_TYPES).optional(),
  status: z.literal('I'),
});
export const ZWireClaimsByStatusSchema = z.array(ZWireClaimSchema);

/** Body of `MCSFE_signUpPromotionJoin` (SIGNUP, DEPOSIT): `value` is the new claim (`signed` / `processing`). */
export const ZWireJoinBodySchema = z.object({ promotionId: z.string().min(1).max(32) });
/** Body of `MCSFE_signUpRequestReward`: pictures are data URLs (png/jpeg ≤ 5 MB, ≤ 3); `value` is the claim, `applying`. */
export const ZWireRequestRewardBodySchema = z.object({
  promotionId: z.string().min(1).max(32),
  remarks: z.string().default(''),
  pictures: z.array(z.string()).default([]),
});
/** Body of `MCSFE_claimIssuedPromotion`: `requestId` is the idempotency key of the credit. */
export const ZWireClaimIssuedBodySchema = z.object({
  claimId: z.string().min(1).max(32),
  requestId: z.string().min(8).max(64),
});
/** Body of `MCSFE_claimLoginPromotion`. */
export const ZWireClaimLoginBodySchema = z.object({
  promotionId: z.string().min(1).max(32),
  requestId: z.string().min(8).max(64),
});
/** `value` of the paying claims: the claim, now `claimed`, and what reached the main wallet. */
export const ZWireClaimPaidSchema = z.object({ claim: ZWireClaimSchema, amount: ZWireAmount });
/** Body of `MCSFE_cancelTicket`; `value` is the claim, now `closed`. */
export const ZWireCancelTicketBodySchema = z.object({ claimId: z.string().min(1).max(32) });

// ---- Raffle ----

export const ZWireRafflePrizeSchema = z.object({
  prizeId: ZWireId,
  name: z.string(),
  amount: ZWireAmount,
});
/** `value` of `MCSFE_getRafflePromotionStatus?promotionId`: today's chances (merchant day, UTC+8). */
export const ZWireRaffleStatusSchema = z.object({
  promotionId: ZWireId,
  /** Valid bets today, and how much earns one chance. */
  validBetToday: ZWireAmount,
  validBetPerChance: ZWireAmount,
  maxChancesPerDay: ZWireCount,
  chancesEarned: ZWireCount,
  chancesUsed: ZWireCount,
  prizes: z.array(ZWireRafflePrizeSchema),
  /** Today's draws, newest first. */
  draws: z.array(z.object({ prizeId: ZWireId, name: z.string(), amount: ZWireAmount, drawnAt: ZWireTime })),
});
/** Body of `MCSFE_claimRafflePromotion`; `value` is the prize drawn, paid into the main wallet. */
export const ZWireClaimRaffleBodySchema = z.object({
  promotionId: z.string().min(1).max(32),
  requestId: z.string().min(8).max(64),
});
export const ZWireRaffleDrawSchema = z.object({
  prize: ZWireRafflePrizeSchema,
  chancesLeft: ZWireCount,
  drawnAt: ZWireTime,
});

// ---- Tickets and promo codes ----

/** Query of `PROMOFE_getClaimTicketList` (`isApp=N&status=AVAILABLE[&isAll=N]`). */
export const ZWireTicketListQuerySchema = z.object({
  isApp: z.enum(['Y', 'N']).default('N'),
  status: z.enum(TICKET_STATUSES).default('AVAILABLE'),
  /** `Y`: every status. */
  isAll: z.enum(['Y', 'N']).default('N'),
});
export const ZWireTicketSchema = z.object({
  transactionId: ZWireId,
  name: z.string(),
  amount: ZWireAmount,
  status: z.enum(TICKET_STATUSES),
  createdAt: ZWireTime,
  expiresAt: ZWireTime.nullish(),
  claimedAt: ZWireTime.nullish(),
});
export const ZWireTicketListSchema = z.array(ZWireTicketSchema);
/** Body of `PROMOFE_claimTicket` (`requestId` is ours); `value` is the ticket, now CLAIMED, and the credit. */
export const ZWireClaimTicketBodySchema = z.object({
  transactionId: z.string().min(1).max(32),
  isApp: z.enum(['Y', 'N']).default('N'),
  requestId: z.string().min(8).max(64),
});
export const ZWireTicketClaimedSchema = z.object({ ticket: ZWireTicketSchema, amount: ZWireAmount });

/** `value` of `PROMOFE_getPromoCode`: the codes on offer to the member, and whether it used each. */
export const ZWirePromoCodeListSchema = z.array(
  z.object({
    promoCode: z.string(),
    description: z.string(),
    amount: ZWireAmount.nullish(),
    expiresAt: ZWireTime.nullish(),
    claimed: z.boolean().default(false),
  }),
);
/** Body of `PROMOFE_claimPromoCode` (`requestId` is ours); a code pays once per member. */
export const ZWireClaimPromoCodeBodySchema = z.object({
  promoCode: z.string().min(1).max(64),
  requestId: z.string().min(8).max(64),
});
export const ZWirePromoCodeClaimedSchema = z.object({
  promoCode: z.string(),
  amount: ZWireAmount,
  claim: ZWireClaimSchema,
});

// ---- Missions ----

/** A mission of the current cycle; targets and progress are decimal amounts (TURNOVER, DEPOSIT) or counts (ROUNDS). */
export const ZWireMissionSchema = z.object({
  missionId: ZWireId,
  title: z.string(),
  description: z.string().default(''),
  metric: z.enum(MISSION_METRICS),
  cycle: z.enum(MISSION_CYCLES),
  target: z.coerce.number(),
  progress: z.coerce.number(),
  rewardAmount: ZWireAmount,
  status: z.enum(MISSION_STATUSES),
  /** The reward's claim once completed. */
  claimId: ZWireId.nullish(),
  cycleStart: ZWireTime,
  cycleEnd: ZWireTime,
});
export type TWireMission = z.input<typeof ZWireMissionSchema>;
/** `value` of `MCSFE_getMissionSummaryDetails`. */
export const ZWireMissionSummarySchema = z.object({
  missions: z.array(ZWireMissionSchema),
  completedCount: ZWireCount,
  /** Completed missions whose reward waits to be claimed: the mission badge. */
  claimableCount: ZWireCount,
});
/** Query of `MCSFE_getMissionLeaderboard`. */
export const ZWireLeaderboardQuerySchema = z.object({ missionId: z.string().min(1).max(32) });
/** `value` of `MCSFE_getMissionLeaderboard`: this cycle's best progress; names masked. */
export const ZWireLeaderboardSchema = z.object({
  missionId: ZWireId,
  list: z.array(
    z.object({ rank: ZWireCount, username: z.string(), progress: z.coerce.number(), completed: z.boolean() }),
  ),
  /** The member's own place; null before it has any progress. */
  me: z.object({ rank: ZWireCount, progress: z.coerce.number() }).nullable(),
});

// ---- VIP and referral ----

/** `value` of `MCSFE_getPlayerRankProgress` (the upstream's three fields, and ours after them). */
export const ZWireRankProgressSchema = z.object({
  playerRankName: z.string(),
  monthlyTurnover: z.object({ actual: ZWireAmount, expected: ZWireAmount }),
  totalTurnover: ZWireAmount,
  hasVip: z.boolean(),
  rankLevel: ZWireCount,
  /** null at the top rank. */
  nextRankName: z.string().nullish(),
  ranks: z.array(z.object({ level: ZWireCount, name: z.string(), monthlyTurnover: ZWireAmount })).default([]),
});

/** `value` of `MCSFE_getReferralDetails?autoGenerate=true`. */
export const ZWireReferralDetailsSchema = z.object({
  referralCode: z.string(),
  totalInvitations: ZWireCount,
  promotionDomains: z.array(z.string()).default([]),
  enabled: z.boolean(),
  /** What the inviter earns per qualified invitation, and the invitee's first deposit that qualifies. */
  rewardAmount: ZWireAmount.nullish(),
  minDepositAmount: ZWireAmount.nullish(),
  qualifiedInvitations: ZWireCount.default(0),
  /** The latest invitations, newest first; names masked. */
  invitations: z
    .array(z.object({ username: z.string(), registeredAt: ZWireTime, qualified: z.boolean() }))
    .default([]),
});

// ---- Points ----

/** `value` of `MCSFE_getPointBalance`: points never expire (docs/product.md §1). */
export const ZWirePointBalanceSchema = z.object({
  points: ZWirePoints,
  /** Held by redemptions still processing. */
  pendingPoints: ZWirePoints.default(0),
});

export const ZWirePointRewardSchema = z.object({
  rewardId: ZWireId,
  type: z.enum(POINT_REWARD_TYPES),
  name: z.string(),
  imageUrl: z.string().nullish(),
  requiredPoints: ZWirePoints,
  /** CASH: what one redemption pays. */
  amount: ZWireAmount.nullish(),
  /** Stock left; null: unlimited. */
  quantity: ZWireCount.nullish(),
  status: z.enum(['AVAILABLE', 'SOLD_OUT']),
});
export const ZWirePointRewardListSchema = z.array(ZWirePointRewardSchema);

/** `value` of `MCS2_getPointConfig`: the points table. */
export const ZWirePointConfigSchema = z.object({
  enabled: z.boolean(),
  /** Per game category: valid bet (decimal) that earns one point. */
  table: z.array(z.object({ gameCategory: z.string(), validBetPerPoint: ZWireAmount })),
});

/** `value` of `MCSFE_getPointRewardConversionType`. */
export const ZWireConversionTypeListSchema = z.array(
  z.object({
    conversionType: z.enum(POINT_CONVERSION_TYPES),
    /** Points that make 1.00 of balance. */
    pointsPerUnit: ZWirePoints,
    minPoints: ZWirePoints,
  }),
);

export const ZWireRedemptionSchema = z.object({
  redemptionId: ZWireId,
  rewardId: ZWireId,
  type: z.enum(POINT_REWARD_TYPES),
  name: z.string(),
  quantity: ZWireCount,
  /** Points spent (required points × quantity). */
  points: ZWirePoints,
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string().nullish(),
  createdAt: ZWireTime,
  updatedAt: ZWireTime,
});
export type TWireRedemption = z.input<typeof ZWireRedemptionSchema>;
export const ZWireRedemptionListQuerySchema = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZWireRedemptionListSchema = wirePageOf(ZWireRedemptionSchema);

/** Decrypted body of `passwordCheck/MCS2_redeemPointReward`; `value` is the redemption (processing). */
export const ZWireRedeemBodySchema = z.object({
  rewardId: z.string().min(1).max(32),
  quantity: z.coerce.number().int().min(1),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
/** Decrypted body of `passwordCheck/MCS2_convertPoint`; `value` is what moved. */
export const ZWireConvertBodySchema = z.object({
  conversionType: z.enum(POINT_CONVERSION_TYPES),
  points: z.coerce.number().int().min(1),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
export const ZWireConvertedSchema = z.object({
  points: ZWirePoints,
  amount: ZWireAmount,
  pointsLeft: ZWirePoints,
});
