import { errorDataOf, errorKeyOf } from '../../../lib/error-message';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** A message and the values it is filled with. */
export type TLoginErrorMessage = { key: TMessageKey; values?: { minutes: number } };

/**
 * The message of a failed login. Wrong username, wrong password and bad input
 * all read "incorrect password" (docs/product.md §5), so the form never reveals
 * which accounts exist. An account locked after too many failures says in
 * how many minutes it opens again (the gateway's `hint.retryAfterSeconds`);
 * one locked without an end is the upstream's own, for customer service.
 */
export const loginErrorMessage = (error: unknown): TLoginErrorMessage => {
  const key = errorKeyOf(error);
  switch (key) {
    case 'error_password':
    case 'validation_failed':
    case 'user_record_not_exists':
      return { key: 'error.error_password' };
    case 'account_locked': {
      const retryAfterSeconds = errorDataOf(error)?.hint?.retryAfterSeconds;
      return retryAfterSeconds
        ? { key: tk('error.account_locked_for'), values: { minutes: Math.ceil(retryAfterSeconds / 60) } }
        : { key: 'error.account_locked' };
    }
    default:
      return { key: `error.${key}` };
  }
};
