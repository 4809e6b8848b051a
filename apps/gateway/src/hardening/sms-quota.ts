import type { TClock } from '../clock.js';
import { appError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { hashedKeyPart, ipKey } from './counter-keys.js';
import type { TOnRefused } from './refusals.js';
import { retryAfterSeconds } from './retry-after.js';

export type TSmsDailyLimits = { perNumber: number; perIp: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-22` for any moment of that UTC day. */
const utcDay = (timeMs: number): string => new Date(timeMs).toISOString().slice(0, 10);

const msUntilNextUtcDay = (timeMs: number): number => DAY_MS - (timeMs % DAY_MS);

/**
 * The SMS pumping guard: every SMS the gateway asks the upstream to send
 * costs money, so each number and each IP may ask for only so many per UTC
 * day; beyond that 429 `sms_quota_exceeded` until midnight UTC. Attempts
 * count when they are made, whether or not the upstream then sends. Emailed
 * codes count alike (a recipient is a number or an address): mail to strangers
 * hurts the site's sender reputation as surely as texts cost money.
 */
export class SmsQuota {
  constructor(
    private readonly store: TCounterStore,
    private readonly clock: TClock,
    private readonly limits: TSmsDailyLimits,
    private readonly onRefused: TOnRefused = () => undefined,
  ) {}

  /** `recipient`: a full mobile number (digits) or a lower-case email address. */
  async consume(request: { recipient: string; ip: string }): Promise<void> {
    const now = this.clock.now();
    const day = utcDay(now);
    // A little past midnight, so a key never outlives its day by clock skew between instances.
    const windowMs = msUntilNextUtcDay(now) + 60_000;
    const [byNumber, byIp] = await Promise.all([
      this.store.increment(`sms:${day}:recipient:${hashedKeyPart(request.recipient)}`, windowMs),
      this.store.increment(`sms:${day}:ip:${ipKey(request.ip)}`, windowMs),
    ]);
    if (byNumber.count <= this.limits.perNumber && byIp.count <= this.limits.perIp) return;
    this.onRefused('smsDailyQuota');
    throw appError('sms_quota_exceeded', {
      hint: { retryAfterSeconds: retryAfterSeconds(msUntilNextUtcDay(now)) },
    });
  }
}
