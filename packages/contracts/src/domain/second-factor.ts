/** How a member proves a login from an unregistered IP (docs/product.md §4). */
export const SECOND_FACTOR_METHODS = ['PHONE', 'EMAIL', 'PAYEE', 'AUTHENTICATOR'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
