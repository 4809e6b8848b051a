import type { TBucketLimits, TRateLimitBucket } from '../config.js';
import { appError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { hashedKeyPart, ipKey } from './counter-keys.js';
import type { TOnRefused } from './refusals.js';
import { retryAfterSeconds } from './retry-after.js';

const ONE_MINUTE_MS = 60_000;

export type TRateLimitedCaller = {
  ip: string;
  /** The account, mobile number or session the attempt is about; null counts the IP only. */
  subject: string | null;
};

/**
 * Two-bucket rate limits: every attempt counts once against the visitor's
 * IP and once against its subject, each with its own per-minute limit, so
 * neither one IP spraying many accounts nor many IPs hammering one account
 * gets far. Over either limit: 429 `too_many_requests` with
 * `hint.retryAfterSeconds`, and nothing else about why.
 */
export class RateLimiter {
  constructor(
    private readonly store: TCounterStore,
    private readonly limits: Record<TRateLimitBucket, TBucketLimits>,
    private readonly onRefused: TOnRefused = () => undefined,
  ) {}

  async consume(bucket: TRateLimitBucket, caller: TRateLimitedCaller): Promise<void> {
    const limits = this.limits[bucket];
    const [byIp, bySubject] = await Promise.all([
      this.store.increment(`rate:${bucket}:ip:${ipKey(caller.ip)}`, ONE_MINUTE_MS),
      caller.subject === null
        ? null
        : this.store.increment(`rate:${bucket}:subject:${hashedKeyPart(caller.subject)}`, ONE_MINUTE_MS),
    ]);
    const exceeded = [
      byIp.count > limits.perIp ? byIp : null,
      bySubject && bySubject.count > limits.perSubject ? bySubject : null,
    ].filter((counter) => counter !== null);
    if (exceeded.length === 0) return;
    const waitMs = Math.max(...exceeded.map((counter) => counter.expiresInMs));
    this.onRefused(bucket);
    throw appError('too_many_requests', { hint: { retryAfterSeconds: retryAfterSeconds(waitMs) } });
  }
}
