import { toMajorUnits, type TRgLimitType } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { WireError } from '../../wire/envelope.js';
import { merchantNow, restrictionOf, type TRestrictionState } from './restriction.js';
import { rgStatements } from './rg-statements.js';
import { limitsOf, rgPeriodAt, type TLimitState, usedIn } from './usage.js';

/**
 * The checks every money move and play makes, inside the caller's
 * transaction so that two requests racing past a limit see each other
 * (SQLite runs one write transaction at a time): exactly one passes.
 * Refusals carry what the wire's `ZWireRgRefusalSchema` describes.
 */

const LIMIT_ERROR = {
  deposit: 'deposit_limit_reached',
  loss: 'loss_limit_reached',
  wager: 'wager_limit_reached',
  play_time: 'play_time_limit_reached',
} as const;

export const restrictedError = (restriction: TRestrictionState): WireError =>
  new WireError(403, 'account_restricted', 'This account may not play or receive money now', { restriction });

/** Refuses anything but withdrawing and reading records while a break, a closure or a listing is in force. */
export const assertUnrestricted = (executor: TExecutor, memberId: number, realNow: Date): void => {
  const restriction = restrictionOf(executor, memberId, realNow);
  if (restriction) throw restrictedError(restriction);
};

const limitError = (limit: TLimitState & { value: number }, left: number, resetsAt: number): WireError =>
  new WireError(400, LIMIT_ERROR[limit.type], `The ${limit.period} ${limit.type} limit is reached`, {
    limit: {
      type: limit.type,
      period: limit.period,
      left: limit.type === 'play_time' ? left : toMajorUnits(left),
      resetsAt,
    },
  });

/** The member's limits in force of these types, each with what its current period leaves and when it resets. */
const limitsLeft = (executor: TExecutor, memberId: number, types: readonly TRgLimitType[], realNow: Date) => {
  const limits = limitsOf(executor, memberId).filter(
    (limit): limit is TLimitState & { value: number } => limit.value !== null && types.includes(limit.type),
  );
  if (limits.length === 0) return [];
  const merchantId = rgStatements(executor).person.get(memberId)?.merchantId ?? 0;
  const now = merchantNow(executor, merchantId, realNow);
  return limits.map((limit) => {
    const span = rgPeriodAt(limit.period, now);
    return {
      limit,
      left: Math.max(0, limit.value - usedIn(executor, memberId, limit.type, span)),
      resetsAt: span.end,
    };
  });
};

/** The first limit of these types that `amount` (0 for a launch) would pass, as a refusal. */
const firstPassed = (
  limits: ReturnType<typeof limitsLeft>,
  types: readonly TRgLimitType[],
  amount: number,
): WireError | null => {
  const passed = limits.find(({ limit, left }) => types.includes(limit.type) && (left <= 0 || amount > left));
  return passed ? limitError(passed.limit, passed.left, passed.resetsAt) : null;
};

/** A deposit request of `amountMinor`: refused while restricted, or above what a deposit limit leaves. */
export const assertCanDeposit = (
  executor: TExecutor,
  memberId: number,
  amountMinor: number,
  realNow: Date,
): void => {
  assertUnrestricted(executor, memberId, realNow);
  const refusal = firstPassed(limitsLeft(executor, memberId, ['deposit'], realNow), ['deposit'], amountMinor);
  if (refusal) throw refusal;
};

/**
 * A launch (`stakeMinor` 0), a bet, a lottery order or a poker buy-in:
 * the refusal, or null. Refused while restricted, once the play time is
 * used up, or when the stake would pass what a loss or wager limit leaves.
 */
export const playRefusal = (
  executor: TExecutor,
  memberId: number,
  stakeMinor: number,
  realNow: Date,
): WireError | null => {
  const restriction = restrictionOf(executor, memberId, realNow);
  if (restriction) return restrictedError(restriction);
  // One read of the limits for both checks: this runs on every bet.
  const limits = limitsLeft(executor, memberId, ['play_time', 'loss', 'wager'], realNow);
  return firstPassed(limits, ['play_time'], 0) ?? firstPassed(limits, ['loss', 'wager'], stakeMinor);
};

export const assertCanPlay = (
  executor: TExecutor,
  memberId: number,
  stakeMinor: number,
  realNow: Date,
): void => {
  const refusal = playRefusal(executor, memberId, stakeMinor, realNow);
  if (refusal) throw refusal;
};
