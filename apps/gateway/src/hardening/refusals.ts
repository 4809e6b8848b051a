import type { TRateLimitBucket } from '../config.js';

/** What refused a request: a rate-limit bucket, the daily SMS quota, a locked account, locked promo codes or no free upload slot. */
export type TGuardLimit =
  TRateLimitBucket | 'smsDailyQuota' | 'loginLockout' | 'promoCodeLockout' | 'uploadSlots';

/** Told each time a guard refuses a request, with the limit that refused it. */
export type TOnRefused = (limit: TGuardLimit) => void;
