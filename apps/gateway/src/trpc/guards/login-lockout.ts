import type { TErrorKey } from '@site/contracts';
import { guardedByLockout } from './failure-lockout.js';

/**
 * The failed credential checks, as opposed to a blocked account or an outage.
 * From the third failure the upstream wants the captcha and answers
 * `captcha_required` or `captcha_invalid` without checking the password
 * (docs/upstream.md §1); those attempts count too, or a guesser who skips
 * the captcha would never be locked out.
 */
const CREDENTIAL_FAILURES: readonly TErrorKey[] = [
  'error_password',
  'captcha_required',
  'captcha_invalid',
  'sms_invalid_code',
];

/**
 * Wraps a login with the account lockout (LoginLockout): a credential
 * failure counts against the account, and any success (including "now
 * prove the second factor", which means the password was right) clears
 * the count.
 */
export const lockedOutAfterFailures = <TInput>(accountOf: (input: TInput) => string) =>
  guardedByLockout<TInput>({
    lockoutOf: (guards) => guards.lockout,
    subjectOf: accountOf,
    failures: CREDENTIAL_FAILURES,
    isClearedBySuccess: true,
  });
