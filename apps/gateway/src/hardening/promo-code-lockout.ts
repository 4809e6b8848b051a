import { appError } from '../errors/app-error.js';
import type { TCounterStore } from '../store/counter-store.js';
import { FailureLockout, type TLockoutPolicy } from './failure-lockout.js';
import type { TOnRefused } from './refusals.js';

/**
 * Promo codes can be guessed: wrong codes of one member lock its claims
 * (FailureLockout), right ones included, answering 429 `too_many_requests`
 * with `hint.retryAfterSeconds`. Right codes never clear the count, so a
 * guesser holding one valid code cannot reset it.
 */
export class PromoCodeLockout extends FailureLockout {
  constructor(store: TCounterStore, policy: TLockoutPolicy, onRefused?: TOnRefused) {
    super(
      store,
      policy,
      {
        keyPrefix: 'promo-code-lockout',
        limit: 'promoCodeLockout',
        refusal: (retryAfterSeconds) => appError('too_many_requests', { hint: { retryAfterSeconds } }),
      },
      onRefused,
    );
  }
}
