import type { TRateLimitBucket } from '../config.js';

/** What refused a request: a rate-limit bucket, the daily SMS quota, a locked account or locked promo codes. */
export type TGuardLimit = TRateLimitBucket | 'smsDailyQuota' | 'loginLockout' | 'promoCodeLockout';

/** Told each time a guard refuses a request, with the limit that refused it. */
export type TOnRefused = (limit: TGuardLimit) => void;
