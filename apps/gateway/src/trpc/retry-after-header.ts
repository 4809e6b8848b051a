import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TErrorData } from '@site/contracts';
import { defaultRetryAfterSeconds } from '../errors/app-error.js';
import { errorDataOf } from './error-shape.js';

/**
 * When a refusal asks the client to come back, in whole seconds: its
 * `hint.retryAfterSeconds` (a rate limit, a lock, a quota: the gateway's
 * own or the upstream's), or, for any 429 that does not say, the catalogue's
 * wait for its key. Undefined for failures that ask for no wait.
 */
export const retryAfterSecondsOf = (errorData: TErrorData, httpStatus: number): number | undefined =>
  errorData.hint?.retryAfterSeconds ??
  (httpStatus === 429 ? defaultRetryAfterSeconds(errorData.key) : undefined);

/**
 * The `Retry-After` of an answer to these failures (one per procedure of a
 * batch: the longest wait), or undefined. The one rule for every tRPC
 * answer: tRPC's `responseMeta` (mount.ts) and the direct reads use it.
 */
export const retryAfterHeaderOf = (errors: readonly TRPCError[]): string | undefined => {
  const waits = errors.flatMap((error) => {
    const seconds = retryAfterSecondsOf(errorDataOf(error), getHTTPStatusCodeFromError(error));
    return seconds === undefined ? [] : [seconds];
  });
  return waits.length > 0 ? String(Math.max(...waits)) : undefined;
};
