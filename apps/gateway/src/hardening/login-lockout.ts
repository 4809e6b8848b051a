import { appError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { accountKey } from './counter-keys.js';
import type { TOnRefused } from './refusals.js';
import { retryAfterSeconds } from './retry-after.js';

export type TLockoutPolicy = { maxFailures: number; windowMinutes: number };

/**
 * Account lockout against password guessing spread over many IPs:
 * `maxFailures` failed logins of one account within `windowMinutes` lock
 * it for `windowMinutes` from the last of them. While locked, logins answer
 * 403 `account_locked` with `hint.retryAfterSeconds` without reaching the
 * upstream. A successful login clears the count.
 */
export class LoginLockout {
  private readonly windowMs: number;

  constructor(
    private readonly store: TCounterStore,
    private readonly policy: TLockoutPolicy,
    private readonly onRefused: TOnRefused = () => undefined,
  ) {
    this.windowMs = policy.windowMinutes * 60_000;
  }

  async assertNotLocked(account: string): Promise<void> {
    const lock = await this.store.read(this.lockKey(account));
    if (!lock) return;
    this.onRefused('loginLockout');
    throw appError('account_locked', { hint: { retryAfterSeconds: retryAfterSeconds(lock.expiresInMs) } });
  }

  async recordFailure(account: string): Promise<void> {
    const failures = await this.store.increment(this.failuresKey(account), this.windowMs);
    if (failures.count < this.policy.maxFailures) return;
    await this.store.write(this.lockKey(account), failures.count, this.windowMs);
    // The next window starts counting afresh once the lock has run out.
    await this.store.delete(this.failuresKey(account));
  }

  async clear(account: string): Promise<void> {
    await Promise.all([
      this.store.delete(this.failuresKey(account)),
      this.store.delete(this.lockKey(account)),
    ]);
  }

  private failuresKey(account: string): string {
    return `lockout:failures:${accountKey(account)}`;
  }

  private lockKey(account: string): string {
    return `lockout:locked:${accountKey(account)}`;
  }
}
