/** Member types (docs/product.md §3): agents 1, 2, 41, 42; trial 4. */
export const AGENT_MEMBER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_MEMBER_TYPE = 4;
export const PLAYER_MEMBER_TYPE = 0;

export const isAgentType = (type: number): boolean =>
  (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_MEMBER_TYPE;

/** System status (docs/product.md §4): either of the last two blocks everyone. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type TSystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];
