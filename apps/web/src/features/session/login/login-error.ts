import { errorKeyOf } from '../../../lib/error-message';

/**
 * The message of a failed login. Wrong username, wrong password and bad input
 * all read "incorrect password" (docs/product.md §5), so the form never reveals
 * which accounts exist.
 */
export const loginErrorMessageKey = (error: unknown): string => {
  const key = errorKeyOf(error);
  switch (key) {
    case 'error_password':
    case 'validation_failed':
    case 'user_record_not_exists':
      return 'error.error_password';
    default:
      return `error.${key}`;
  }
};
