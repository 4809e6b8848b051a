/**
 * The agent side (docs/product.md §2 "Agent centre", §3, §4): contracts
 * between an upline and a downline agent, their periods and states, and the
 * limits of the agent centre.
 */

/** Contract types (docs/product.md §3), each with a rate, a valid-bet amount and active members. */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type TContractType = (typeof CONTRACT_TYPES)[number];

/**
 * How often a contract settles: dividends weekly, semi-monthly or monthly;
 * salaries by their type (daily at the merchant's midnight, hourly, and
 * every 5 minutes for real-time).
 */
export const CONTRACT_PERIODS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type TContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The periods a contract of each type may have. */
export const CONTRACT_PERIODS_BY_TYPE: Readonly<Record<TContractType, readonly TContractPeriod[]>> = {
  dividend: ['weekly', 'semimonthly', 'monthly'],
  daily: ['daily'],
  hourly: ['hourly'],
  realtime: ['realtime'],
};

/** Minutes between two real-time salary settlements (docs/product.md §4). */
export const REALTIME_SALARY_MINUTES = 5;

/**
 * A contract: `offered` by the upline until the downline accepts (`active`)
 * or rejects it (`rejected`); an active contract with a termination request
 * waits as `termination_requested` for the other side; it ends `terminated`
 * (by agreement, by a newer contract of its type, or automatically when the
 * upline's own rate fell below it).
 */
export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'rejected',
  'termination_requested',
  'terminated',
] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Why a contract ended. */
export const CONTRACT_END_REASONS = ['rejected', 'terminated', 'replaced', 'auto_terminated'] as const;
export type TContractEndReason = (typeof CONTRACT_END_REASONS)[number];

/** What one side of a contract can do with it (the `process…` calls). */
export const CONTRACT_ACTIONS = ['accept', 'reject', 'request_termination'] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Who may register with an invite link, or be registered directly. */
export const DOWNLINE_MEMBER_KINDS = ['player', 'agent'] as const;
export type TDownlineMemberKind = (typeof DOWNLINE_MEMBER_KINDS)[number];

/** The feature flags that show the contract pages, one per contract type (docs/upstream.md §3). */
export const CONTRACT_FEATURE_FLAGS: Readonly<Record<TContractType, string>> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

export const AGENT_LIMITS = {
  /** Invite links one agent may keep. */
  maxAffiliateLinks: 20,
  /** Downlines in one transfer to many. */
  maxTransferRecipients: 20,
  /** A contract rate, percent: salaries of valid bets, dividends of the team's net loss. */
  maxContractRatePercent: 50,
  /** Rows per page of the agent centre's tables. */
  pageSize: 10,
} as const;
