import {
  RG_LIMIT_BOUNDS,
  RG_PERIODS_BY_TYPE,
  toMajorUnits,
  toMinorUnits,
  type TRgLimitType,
  type TWireRgLimit,
  type TWireRgOverview,
  type TWireSetRgLimitRequest,
  VALIDATION,
} from '@site/contracts';
import { hasAtMostTwoDecimals } from '../../core/money/money-input.js';
import { merchantNow, restrictionOf } from '../../core/responsible/restriction.js';
import {
  LIMIT_KEYS,
  limitsOf,
  RAISE_COOLING_OFF_MS,
  rgPeriodAt,
  type TLimitState,
  usedIn,
} from '../../core/responsible/usage.js';
import type { TDatabase, TExecutor } from '../../db/client.js';
import { WireError, wireErrors } from '../../wire/envelope.js';
import { type TLimitKey, writeLimit } from './limits-store.js';
import { realityCheckSecondsOf } from './reality-check-store.js';

/**
 * The member's limits (docs/decisions/0041-responsible-gaming.md): a first
 * limit or a lower one applies at once; a higher one or a removal waits
 * RAISE_COOLING_OFF_MS on the merchant's clock (which QA can move), then
 * applies only when the member confirms it.
 */

/** Whose limits: the member and the merchant whose clock they run on. */
export type TLimitOwner = { id: number; merchantId: number };

type TLimitReply = { limit: TWireRgLimit };

/** Money travels in major units; play time in minutes as stored. */
const toWire = (type: TRgLimitType, value: number): number =>
  type === 'play_time' ? value : toMajorUnits(value);
const toWireOrNull = (type: TRgLimitType, value: number | null): number | null =>
  value === null ? null : toWire(type, value);

const stateOfKey = (executor: TExecutor, memberId: number, key: TLimitKey): TLimitState | undefined =>
  limitsOf(executor, memberId).find((limit) => limit.type === key.type && limit.period === key.period);

/** A limit as the wire shows it at `now` (merchant time): what is in force, used, when it resets, what waits. */
const limitView = (
  executor: TExecutor,
  memberId: number,
  key: TLimitKey,
  state: TLimitState | undefined,
  now: number,
): TWireRgLimit => {
  const span = rgPeriodAt(key.period, now);
  return {
    ...key,
    value: toWireOrNull(key.type, state?.value ?? null),
    used: toWire(key.type, usedIn(executor, memberId, key.type, span)),
    resetsAt: span.end,
    pending: state?.pending
      ? { value: toWireOrNull(key.type, state.pending.value), effectiveAt: state.pending.effectiveAt }
      : null,
  };
};

/** Play time has a daily limit only: another period is 400 `validation_failed`. */
const assertPeriodOf = (key: TLimitKey): void => {
  if (!RG_PERIODS_BY_TYPE[key.type].includes(key.period))
    throw wireErrors.validationFailed({ period: VALIDATION.invalid });
};

/** A wire value as stored: whole minutes up to a day, or money with cents at most, up to the bound. */
const storedValueOf = (type: TRgLimitType, value: number): number => {
  if (type === 'play_time') {
    if (!Number.isInteger(value) || value > RG_LIMIT_BOUNDS.maxPlayMinutes)
      throw wireErrors.validationFailed({ value: VALIDATION.invalid });
    return value;
  }
  if (!hasAtMostTwoDecimals(value)) throw wireErrors.validationFailed({ value: VALIDATION.invalid });
  const minor = toMinorUnits(value);
  if (minor < 1 || minor > RG_LIMIT_BOUNDS.maxMoneyMinor)
    throw wireErrors.validationFailed({ value: VALIDATION.invalid });
  return minor;
};

/** `GET overview`: every limit the member can set (set or not), the reality check and any restriction. */
export const rgOverview = (executor: TExecutor, owner: TLimitOwner, realNow: Date): TWireRgOverview => {
  const now = merchantNow(executor, owner.merchantId, realNow);
  const states = limitsOf(executor, owner.id);
  return {
    limits: LIMIT_KEYS.map((key) =>
      limitView(
        executor,
        owner.id,
        key,
        states.find((state) => state.type === key.type && state.period === key.period),
        now,
      ),
    ),
    realityCheckSeconds: realityCheckSecondsOf(executor, owner.id),
    restriction: restrictionOf(executor, owner.id, realNow),
  };
};

/**
 * `PUT limit`: with no limit in force, or one at or below it, the value
 * applies now and any raise waiting is dropped; above it, or a removal
 * (`value: null`), waits for the cooling-off while the old limit holds.
 * Asking again for the change that already waits keeps its time.
 */
export const setLimit = (
  db: TDatabase,
  owner: TLimitOwner,
  request: TWireSetRgLimitRequest,
  realNow: Date,
): TLimitReply & { applied: 'now' | 'pending' } => {
  const key: TLimitKey = { type: request.type, period: request.period };
  assertPeriodOf(key);
  const wanted = request.value === null ? null : storedValueOf(key.type, request.value);
  return db.transaction((tx) => {
    const now = merchantNow(tx, owner.merchantId, realNow);
    const state = stateOfKey(tx, owner.id, key);
    const inForce = state?.value ?? null;
    const appliesNow = inForce === null || (wanted !== null && wanted <= inForce);
    if (appliesNow) {
      writeLimit(tx, owner.id, key, { value: wanted, pending: null }, now);
    } else {
      const waiting = state?.pending;
      const pending =
        waiting && waiting.value === wanted
          ? waiting
          : { value: wanted, effectiveAt: now + RAISE_COOLING_OFF_MS };
      writeLimit(tx, owner.id, key, { value: inForce, pending }, now);
    }
    return {
      limit: limitView(tx, owner.id, key, stateOfKey(tx, owner.id, key), now),
      applied: appliesNow ? 'now' : 'pending',
    };
  });
};

const changeNotFound = () =>
  new WireError(400, 'limit_change_not_found', 'No raise or removal of this limit is waiting');

/**
 * `POST limit/confirm`: applies the change waiting once its cooling-off has
 * ended (a removal deletes the limit); before, 400 `limit_change_not_due`
 * with `{effectiveAt}`.
 */
export const confirmLimit = (
  db: TDatabase,
  owner: TLimitOwner,
  key: TLimitKey,
  realNow: Date,
): TLimitReply => {
  assertPeriodOf(key);
  return db.transaction((tx) => {
    const now = merchantNow(tx, owner.merchantId, realNow);
    const pending = stateOfKey(tx, owner.id, key)?.pending;
    if (!pending) throw changeNotFound();
    if (now < pending.effectiveAt)
      throw new WireError(400, 'limit_change_not_due', 'The cooling-off of this change has not ended', {
        effectiveAt: pending.effectiveAt,
      });
    writeLimit(tx, owner.id, key, { value: pending.value, pending: null }, now);
    return { limit: limitView(tx, owner.id, key, stateOfKey(tx, owner.id, key), now) };
  });
};

/** `POST limit/cancel`: drops the change waiting; the limit in force stays. */
export const cancelLimitChange = (
  db: TDatabase,
  owner: TLimitOwner,
  key: TLimitKey,
  realNow: Date,
): TLimitReply => {
  assertPeriodOf(key);
  return db.transaction((tx) => {
    const now = merchantNow(tx, owner.merchantId, realNow);
    const state = stateOfKey(tx, owner.id, key);
    if (!state?.pending) throw changeNotFound();
    writeLimit(tx, owner.id, key, { value: state.value, pending: null }, now);
    return { limit: limitView(tx, owner.id, key, stateOfKey(tx, owner.id, key), now) };
  });
};
