import { LIMITS } from '@site/contracts';

/**
 * How a visitor proved who they are. Only a password login can lead to the
 * change-password modal (docs/product.md §4: never after an SMS or social login).
 */
export type TCredential = 'password' | 'insecure-default-password' | 'sms' | 'social' | 'token' | 'trial';

export const passwordCredential = (password: string): TCredential =>
  password === LIMITS.insecureDefaultPassword ? 'insecure-default-password' : 'password';

export type TPortal = 'member' | 'agent';

/** What a login carries besides the upstream's reply. */
export type TLoginOptions = { remember: boolean; portal: TPortal; credential: TCredential };
