import type { AppError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { accountKey } from './counter-keys.js';
import type { TGuardLimit, TOnRefused } from './refusals.js';
import { retryAfterSeconds } from './retry-after.js';

export type TLockoutPolicy = { maxFailures: number; windowMinutes: number };

/** What sets one lockout apart from another: its counters, its name in the metrics, its refusal. */
export type TLockoutKind = {
  /** Counters live under `<keyPrefix>:failures:` and `<keyPrefix>:locked:`. */
  keyPrefix: string;
  limit: TGuardLimit;
  refusal: (retryAfterSeconds: number) => AppError;
};

/**
 * A lockout against guessing spread over time and IPs: `maxFailures`
 * failures of one subject within `windowMinutes` lock it for
 * `windowMinutes` from the last of them. While locked, attempts are refused
 * with the kind's refusal, whose `hint.retryAfterSeconds` tells how long.
 */
export class FailureLockout {
  private readonly windowMs: number;

  constructor(
    private readonly store: TCounterStore,
    private readonly policy: TLockoutPolicy,
    private readonly kind: TLockoutKind,
    private readonly onRefused: TOnRefused = () => undefined,
  ) {
    this.windowMs = policy.windowMinutes * 60_000;
  }

  async assertNotLocked(subject: string): Promise<void> {
    const lock = await this.store.read(this.lockKey(subject));
    if (!lock) return;
    this.onRefused(this.kind.limit);
    throw this.kind.refusal(retryAfterSeconds(lock.expiresInMs));
  }

  async recordFailure(subject: string): Promise<void> {
    const failures = await this.store.increment(this.failuresKey(subject), this.windowMs);
    if (failures.count < this.policy.maxFailures) return;
    await this.store.write(this.lockKey(subject), failures.count, this.windowMs);
    // The next window starts counting afresh once the lock has run out.
    await this.store.delete(this.failuresKey(subject));
  }

  async clear(subject: string): Promise<void> {
    await Promise.all([
      this.store.delete(this.failuresKey(subject)),
      this.store.delete(this.lockKey(subject)),
    ]);
  }

  private failuresKey(subject: string): string {
    return `${this.kind.keyPrefix}:failures:${accountKey(subject)}`;
  }

  private lockKey(subject: string): string {
    return `${this.kind.keyPrefix}:locked:${accountKey(subject)}`;
  }
}
