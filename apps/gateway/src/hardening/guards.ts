import type { TClock } from '../clock.js';
import type { TConfig } from '../config.js';
import type { TCounterStore } from '../store/counter-store.js';
import { LoginLockout } from './login-lockout.js';
import { PromoCodeLockout } from './promo-code-lockout.js';
import { RateLimiter } from './rate-limiter.js';
import type { TOnRefused } from './refusals.js';
import { SmsQuota } from './sms-quota.js';
import { UploadSlots } from './upload-slots.js';

/** The abuse guards of the gateway, built once per app over one counter store (upload slots: per process). */
export type TGuards = {
  rateLimiter: RateLimiter;
  lockout: LoginLockout;
  promoCodeLockout: PromoCodeLockout;
  smsQuota: SmsQuota;
  uploadSlots: UploadSlots;
};

/** `onRefused` hears every refusal of them all (the metrics count them). */
export const createGuards = (
  config: TConfig,
  store: TCounterStore,
  clock: TClock,
  onRefused?: TOnRefused,
): TGuards => ({
  rateLimiter: new RateLimiter(store, config.rateLimits, onRefused),
  lockout: new LoginLockout(store, config.lockout, onRefused),
  promoCodeLockout: new PromoCodeLockout(store, config.promoCodeLockout, onRefused),
  smsQuota: new SmsQuota(store, clock, config.smsDailyLimits, onRefused),
  uploadSlots: new UploadSlots(config.uploadConcurrency, onRefused),
});
