/**
 * The rewards side (docs/product.md §2 "Member centre", §3 "Points and
 * redemption", §4 "Statuses", §5): promotions and what a member holds of
 * them, raffles, tickets, promo codes, missions, VIP ranks, referral and the
 * point mall. Plain values only: the web's first load may import this module.
 */

/**
 * What a promotion asks of the member and how it pays:
 * - SIGNUP: join, then apply for the reward with a remark and proof pictures; the operator approves or rejects.
 * - LOGIN: a bonus claimable once per merchant day by a member who logged in that day.
 * - ISSUED: a bonus the operator issues to chosen members; they claim it.
 * - RAFFLE: valid bets of the day earn chances; each chance draws a prize.
 * - DEPOSIT: join, then the next approved deposit of at least the minimum issues a share of it.
 * - TICKET: tickets issued to the member, claimed one by one.
 * - PROMO_CODE: a code typed in once per member pays its amount.
 * - REFERRAL: the inviter's reward for each invited member who qualifies.
 * - MISSION: the reward of a completed mission.
 */
export const PROMOTION_TYPES = [
  'SIGNUP',
  'LOGIN',
  'ISSUED',
  'RAFFLE',
  'DEPOSIT',
  'TICKET',
  'PROMO_CODE',
  'REFERRAL',
  'MISSION',
] as const;
export type TPromotionType = (typeof PROMOTION_TYPES)[number];

/** The type filters of the promotions page (docs/product.md §2); every promotion is in one. */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'EVENT', 'REFERRAL'] as const;
export type TPromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * A member's application or reward (docs/product.md §4 "Activity
 * application"): `signed` joined; `applying` asked for the reward, waits for
 * review; `processing` waits for its condition (a qualifying deposit);
 * `issued` granted, waits for the member's claim; `claimed` paid;
 * `rejected` refused by the operator; `closed` cancelled by the member or
 * ended with the promotion. A promotion not started yet shows `coming_soon`.
 */
export const CLAIM_STATUSES = [
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'signed',
  'coming_soon',
] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Statuses a member may still cancel (`cancelTicket`). */
export const CANCELLABLE_CLAIM_STATUSES = [
  'signed',
  'applying',
  'processing',
] as const satisfies readonly TClaimStatus[];

/** Tickets of the PROMOFE ticket calls. */
export const TICKET_STATUSES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

/** A point-mall redemption (docs/product.md §4): processing until the operator approves or rejects it. */
export const REDEMPTION_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type TRedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** What the point mall offers: cash to the balance, a physical item, a voucher. */
export const POINT_REWARD_TYPES = ['CASH', 'ITEM', 'VOUCHER'] as const;
export type TPointRewardType = (typeof POINT_REWARD_TYPES)[number];

/** How points can be converted: into the main balance. */
export const POINT_CONVERSION_TYPES = ['BALANCE'] as const;
export type TPointConversionType = (typeof POINT_CONVERSION_TYPES)[number];

/** What a mission counts: valid bets (turnover), settled rounds, approved deposits. */
export const MISSION_METRICS = ['TURNOVER', 'ROUNDS', 'DEPOSIT'] as const;
export type TMissionMetric = (typeof MISSION_METRICS)[number];

/** A mission resets each merchant day or each week (Monday, UTC+8). */
export const MISSION_CYCLES = ['DAILY', 'WEEKLY'] as const;
export type TMissionCycle = (typeof MISSION_CYCLES)[number];

/** `completed` has issued its reward (claimed from the reward centre); `claimed` once it is. */
export const MISSION_STATUSES = ['in_progress', 'completed', 'claimed'] as const;
export type TMissionStatus = (typeof MISSION_STATUSES)[number];

/** The remark and pictures of a reward request are LIMITS.activityRemarkMaxChars and LIMITS.upload (docs/product.md §5). */
export const REWARD_LIMITS = {
  promoCodeMaxChars: 32,
  /** Items of one point-mall redemption. */
  maxRedeemQuantity: 99,
  /** Points in one conversion. */
  maxConvertPoints: 10_000_000,
  /** Rows of the mission leaderboard. */
  leaderboardSize: 20,
  /** Rows per page of the claim and redemption histories. */
  pageSize: 10,
} as const;
