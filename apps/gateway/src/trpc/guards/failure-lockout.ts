import type { TErrorKey } from '@site/contracts';
import type { FailureLockout } from '../../hardening/failure-lockout.js';
import type { TGuards } from '../../hardening/guards.js';
import { toAppError } from '../../upstream/errors.js';
import type { TContext } from '../context.js';
import type { TGuardOptions } from './guard-options.js';

type TProcedureResult = { ok: true } | { ok: false; error: unknown };

export type TLockoutGuard<TInput> = {
  lockoutOf: (guards: TGuards) => FailureLockout;
  subjectOf: (input: TInput, ctx: TContext) => string;
  /** The catalogue keys of the failures that count towards the lock. */
  failures: readonly TErrorKey[];
  /** Whether a success forgets the failures before it. */
  isClearedBySuccess: boolean;
};

/**
 * Wraps a procedure with a FailureLockout: refused while locked (before any
 * rate limit, so the caller reads how long the lock lasts rather than
 * "too many requests"), a failure among `failures` counts against the
 * subject, and a success clears the count if the lockout says so.
 */
export const guardedByLockout =
  <TInput>(options: TLockoutGuard<TInput>) =>
  async <TResult extends TProcedureResult>({
    ctx,
    input,
    next,
  }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    const lockout = options.lockoutOf(ctx.guards);
    const subject = options.subjectOf(input, ctx);
    await lockout.assertNotLocked(subject);
    const result = await next();
    if (result.ok) {
      if (options.isClearedBySuccess) await lockout.clear(subject);
    } else if (options.failures.includes(toAppError(result.error).errorData.key)) {
      await lockout.recordFailure(subject);
    }
    return result;
  };
