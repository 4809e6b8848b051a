import { toAppError } from './errors.js';
import { UpstreamError } from './upstream-error.js';

/** The upstream no longer knows the token: 401, or errorCode `login.not.session`. */
export const isSessionGone = (error: unknown): boolean =>
  error instanceof UpstreamError && toAppError(error).errorData.key === 'login.not.session';
