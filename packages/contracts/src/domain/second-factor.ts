/** How a member proves a login from an unregistered IP (spec §4). */
export const SECOND_FACTOR_METHODS = ['PHONE', 'EMAIL', 'PAYEE', 'AUTHENTICATOR'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
