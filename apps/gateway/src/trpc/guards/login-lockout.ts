import type { TErrorKey } from '@site/contracts';
import { toAppError } from '../../upstream/errors.js';
import type { TGuardOptions } from './guard-options.js';
import { announceRetryAfter } from './rate-limited.js';

/**
 * The failed credential checks, as opposed to a blocked account or an outage.
 * From the third failure the upstream wants the captcha and answers
 * `captcha_required` or `captcha_invalid` without checking the password
 * (docs/upstream.md §1); those attempts count too, or a guesser who skips
 * the captcha would never be locked out.
 */
export const CREDENTIAL_FAILURES: readonly TErrorKey[] = [
  'error_password',
  'captcha_required',
  'captcha_invalid',
  'sms_invalid_code',
];

type TProcedureResult = { ok: true } | { ok: false; error: unknown };

/**
 * Wraps a login with the account lockout (LoginLockout): refused while
 * locked (before any rate limit, so a locked member reads how long the lock
 * lasts rather than "too many requests"), a credential failure counts
 * against the account, and any success
 * (including "now prove the second factor", which means the password was
 * right) clears the count.
 */
export const lockedOutAfterFailures =
  <TInput>(accountOf: (input: TInput) => string) =>
  async <TResult extends TProcedureResult>({
    ctx,
    input,
    next,
  }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    const account = accountOf(input);
    try {
      await ctx.guards.lockout.assertNotLocked(account);
    } catch (error) {
      announceRetryAfter(ctx, error);
      throw error;
    }
    const result = await next();
    if (result.ok) await ctx.guards.lockout.clear(account);
    else if (CREDENTIAL_FAILURES.includes(toAppError(result.error).errorData.key)) {
      await ctx.guards.lockout.recordFailure(account);
    }
    return result;
  };
