import { TRPCClientError } from '@trpc/client';
import { isErrorKey, type TErrorData, type TErrorKey } from '@site/contracts/errors';
import type { TMessageKey } from './i18n-keys';

type TErrorShapeData = Partial<TErrorData> & { httpStatus?: number };

/** The gateway's error data (`key`, `fieldErrors`, `hint`), when the error carries it. */
export const errorDataOf = (error: unknown): TErrorShapeData | undefined => {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as TErrorShapeData) : undefined;
};

const keyFromStatus = (status: number | undefined): TErrorKey => {
  if (status === 429) return 'too_many_requests';
  if (status === 401) return 'not_logged_in';
  if (status !== undefined && status >= 500) return 'in_network_again';
  return 'unknown_error';
};

/**
 * The catalogue key of any failure. A tRPC error without data never reached
 * the gateway's formatter (offline, proxy error page), so it is a network problem.
 */
export const errorKeyOf = (error: unknown): TErrorKey => {
  if (!(error instanceof TRPCClientError)) return 'unknown_error';
  const data = errorDataOf(error);
  if (!data) return 'in_network_again';
  return isErrorKey(data.key) ? data.key : keyFromStatus(data.httpStatus);
};

/** The i18n key of the message to show for a failure (a type error if an error key had no message). */
export const errorMessageKey = (error: unknown): TMessageKey => `error.${errorKeyOf(error)}`;

/**
 * Per-field validation message keys from a `validation_failed` error. They
 * come from the gateway (or the platform through it), so the compiler cannot
 * check them; `t` shows an unknown key's default value or the key itself.
 */
export const fieldErrorsOf = (error: unknown): Record<string, TMessageKey> =>
  (errorDataOf(error)?.fieldErrors ?? {}) as Record<string, TMessageKey>;

/** True when a failed login says the captcha is now required. */
export const needsCaptcha = (error: unknown): boolean => {
  const key = errorKeyOf(error);
  return (
    errorDataOf(error)?.hint?.captcha === true || key === 'captcha_required' || key === 'captcha_invalid'
  );
};

export const isSessionExpired = (error: unknown): boolean => errorKeyOf(error) === 'login.not.session';
