import type { TEnvelope, TErrorKey } from '@site/contracts';

/** A successful reply in the upstream's envelope. */
export const success = <T>(value: T, message = ''): TEnvelope<T> => ({ success: true, message, value });

/** A failed reply in the upstream's envelope. */
export const failure = (
  errorCode: TErrorKey,
  message: string,
  value: unknown = null,
): TEnvelope<unknown> => ({
  success: false,
  message,
  value,
  errorCode,
});

/**
 * A failure the central error handler turns into the envelope with this
 * status and errorCode. `value` carries hints such as `{captcha: true}`.
 */
export class WireError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: TErrorKey,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'WireError';
  }
}

/** The failures several domains raise, named once. */
export const wireErrors = {
  functionNotAvailable: (why: string) => new WireError(400, 'function.not.available', why),
  loginNotSession: () =>
    new WireError(401, 'login.not.session', 'Session not found or expired, please log in again'),
  requestBodyRequired: (why: string) => new WireError(400, 'request_body_required', why),
  validationFailed: (fieldErrors: Record<string, string>) =>
    new WireError(400, 'validation_failed', 'Some fields are not valid', { fieldErrors }),
} as const;
