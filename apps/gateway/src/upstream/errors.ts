import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import {
  isErrorKey,
  type TErrorData,
  type TErrorKey,
  toMinorUnits,
  ZWireRgRefusalSchema,
} from '@site/contracts';
import { AppError } from '../errors/app-error.js';
import { UpstreamError } from './upstream-error.js';

/** The one place where upstream failures become catalogue keys (and AppErrors). */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value.fieldErrors` of a `validation_failed` reply, keeping only string messages. */
const fieldErrorsOf = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value) || !isRecord(value['fieldErrors'])) return undefined;
  const entries = Object.entries(value['fieldErrors']).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

type THint = NonNullable<TErrorData['hint']>;

/**
 * A responsible gaming limit that refused the move (decision 0041): what it
 * leaves, in minor units, or whole minutes for play time (never converted),
 * and when it resets. Dropped unless it is well formed.
 */
const limitHintOf = (limit: unknown): Pick<THint, 'limit'> => {
  const parsed = ZWireRgRefusalSchema.safeParse({ limit });
  const wire = parsed.success ? parsed.data.limit : undefined;
  if (!wire) return {};
  const left = wire.type === 'play_time' ? Math.floor(wire.left) : toMinorUnits(wire.left);
  return { limit: { type: wire.type, period: wire.period, left, resetsAt: wire.resetsAt } };
};

/** The time-out, self-exclusion or listing that refused the move; dropped unless it is well formed. */
const restrictionHintOf = (restriction: unknown): Pick<THint, 'restriction'> => {
  const parsed = ZWireRgRefusalSchema.safeParse({ restriction });
  const wire = parsed.success ? parsed.data.restriction : undefined;
  return wire ? { restriction: { kind: wire.kind, since: wire.since, until: wire.until } } : {};
};

/**
 * Hints of a rejection's `value`: a failed login whose `captcha` is truthy
 * now needs the captcha (docs/upstream.md §1); a lock (a payment password
 * tried too often) says in `retryAfterSeconds` when it opens again; a
 * responsible gaming refusal names its `limit` or `restriction`.
 */
const hintOf = (value: unknown): TErrorData['hint'] => {
  if (!isRecord(value)) return undefined;
  const retryAfter = value['retryAfterSeconds'];
  const hint: THint = {
    ...(value['captcha'] ? { captcha: true } : {}),
    ...(typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0
      ? { retryAfterSeconds: retryAfter }
      : {}),
    ...limitHintOf(value['limit']),
    ...restrictionHintOf(value['restriction']),
  };
  return Object.keys(hint).length > 0 ? hint : undefined;
};

/**
 * Upstream codes that are not catalogue keys themselves (docs/history/games-interfaces.md):
 * `#727` a launch the upstream could not take, `#734` a previous round still open.
 * `game_maintenance`, `game_not_found`, `in_need_true_account` and
 * `insufficient_balance` are catalogue keys and pass through as they are.
 */
const KEY_BY_UPSTREAM_CODE: Readonly<Record<string, TErrorKey>> = {
  '#727': 'system_busy',
  '#734': 'game_round_open',
};

const keyOfRejection = (error: UpstreamError): TErrorKey => {
  if (error.status === 401) return 'login.not.session';
  if (isErrorKey(error.errorCode)) return error.errorCode;
  const aliased = error.errorCode === undefined ? undefined : KEY_BY_UPSTREAM_CODE[error.errorCode];
  if (aliased) return aliased;
  if (error.status !== undefined && error.status >= 502 && error.status <= 504) return 'in_network_again';
  return 'unknown_error';
};

/** The HTTP status for a rejection the catalogue does not know: the upstream's fault unless it blamed the input. */
const codeOfUnknownRejection = (error: UpstreamError): TRPC_ERROR_CODE_KEY =>
  error.status !== undefined && error.status >= 400 && error.status < 500 ? 'BAD_REQUEST' : 'BAD_GATEWAY';

export const upstreamFailureToAppError = (error: UpstreamError): AppError => {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return new AppError({ key: 'in_network_again' }, { code: 'SERVICE_UNAVAILABLE', cause: error });
    case 'bad-reply':
      return new AppError({ key: 'unknown_error' }, { code: 'BAD_GATEWAY', cause: error });
    case 'unavailable':
      return new AppError({ key: 'upstream_unavailable' }, { cause: error });
    case 'rejected': {
      const key = keyOfRejection(error);
      const data: TErrorData = { key };
      const fieldErrors = fieldErrorsOf(error.value);
      const hint = hintOf(error.value);
      if (fieldErrors) data.fieldErrors = fieldErrors;
      if (hint) data.hint = hint;
      const code =
        key === 'unknown_error'
          ? codeOfUnknownRejection(error)
          : key === 'in_network_again'
            ? 'BAD_GATEWAY'
            : undefined;
      return new AppError(data, { code, cause: error });
    }
  }
};

/** Any failure of a procedure as an AppError: known ones keep their key, the rest are `unknown_error`. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof UpstreamError) return upstreamFailureToAppError(error);
  if (error instanceof TRPCError && error.cause instanceof UpstreamError)
    return upstreamFailureToAppError(error.cause);
  return new AppError({ key: 'unknown_error' }, { code: 'INTERNAL_SERVER_ERROR', cause: error });
};
