/**
 * What went wrong talking to the upstream, as facts; `errors.ts` turns them
 * into catalogue keys. The message names the call but never carries tokens,
 * passwords or reply bodies, so it is safe to log.
 */
export type TUpstreamFailureKind =
  /** Connection refused, reset, DNS: the upstream was not reached. */
  | 'network'
  /** No complete reply within the configured timeout. */
  | 'timeout'
  /** The upstream answered with a failure (non-2xx or `success: false`). */
  | 'rejected'
  /** The reply was not the envelope, or its `value` did not match the expected shape. */
  | 'bad-reply'
  /** Not sent: the circuit breaker is open after repeated failures (upstream-breaker.ts). */
  | 'unavailable';

export class UpstreamError extends Error {
  readonly kind: TUpstreamFailureKind;
  readonly call: string;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  /** The failure's `value` (for example `{captcha: true}` or `{fieldErrors}`); kept out of logs. */
  declare readonly value: unknown;

  constructor(options: {
    kind: TUpstreamFailureKind;
    call: string;
    status?: number | undefined;
    errorCode?: string | undefined;
    value?: unknown;
    cause?: unknown;
  }) {
    const detail = [options.status, options.errorCode].filter((part) => part !== undefined).join(' ');
    super(`upstream ${options.call}: ${options.kind}${detail ? ` (${detail})` : ''}`, {
      cause: options.cause,
    });
    this.name = 'UpstreamError';
    this.kind = options.kind;
    this.call = options.call;
    this.status = options.status;
    this.errorCode = options.errorCode;
    // Not enumerable, so a logged error never carries reply data.
    Object.defineProperty(this, 'value', { value: options.value, enumerable: false });
  }
}

/** GETs are retried once on these: the request may never have reached the upstream's logic. */
export const isTransientFailure = (error: UpstreamError): boolean =>
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  (error.kind === 'rejected' && error.status !== undefined && error.status >= 502 && error.status <= 504);

/** Failures to connect at all: the request never left, so nothing happened upstream. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The error and the errors it was caused by, outermost first. */
export const causeChainOf = (error: unknown): Error[] => {
  const chain: Error[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) chain.push(cause);
  return chain;
};

const codesOf = (error: unknown): string[] =>
  causeChainOf(error).flatMap((cause) =>
    'code' in cause && typeof cause.code === 'string' ? [cause.code] : [],
  );

/** The request never left the gateway: the breaker refused it, or no connection could be made. */
export const wasNotSent = (error: unknown): boolean =>
  error instanceof UpstreamError &&
  (error.kind === 'unavailable' ||
    (error.kind === 'network' && codesOf(error.cause).some((code) => NOT_SENT_CODES.has(code))));

/**
 * A write that may or may not have taken effect: no reply in time, a
 * connection dropped after the request was sent, or a proxy's bare 502–504.
 * A refused connection and any answer of the upstream's own are known outcomes.
 */
export const isUnknownOutcome = (error: unknown): boolean => {
  if (!(error instanceof UpstreamError)) return false;
  switch (error.kind) {
    case 'timeout':
      return true;
    case 'network':
      return !wasNotSent(error);
    case 'rejected':
      return error.errorCode === undefined && isTransientFailure(error);
    case 'bad-reply':
    case 'unavailable':
      return false;
  }
};
