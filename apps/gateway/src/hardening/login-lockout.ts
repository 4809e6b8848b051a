import { appError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { FailureLockout, type TLockoutPolicy } from './failure-lockout.js';
import type { TOnRefused } from './refusals.js';

/**
 * Account lockout against password guessing spread over many IPs: failed
 * logins of one account lock it (FailureLockout). While locked, logins
 * answer 403 `account_locked` with `hint.retryAfterSeconds` without reaching
 * the upstream. A successful login clears the count (trpc/guards).
 */
export class LoginLockout extends FailureLockout {
  constructor(store: TCounterStore, policy: TLockoutPolicy, onRefused?: TOnRefused) {
    super(
      store,
      policy,
      {
        keyPrefix: 'lockout',
        limit: 'loginLockout',
        refusal: (retryAfterSeconds) => appError('account_locked', { hint: { retryAfterSeconds } }),
      },
      onRefused,
    );
  }
}
