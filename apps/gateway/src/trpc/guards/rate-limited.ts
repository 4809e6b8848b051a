import type { TRateLimitBucket } from '../../config.js';
import type { TContext } from '../context.js';
import type { TGuardOptions } from './guard-options.js';

/**
 * The signed-in member as a subject; the browser session stands in for it
 * in a cookie sealed before the member id was kept.
 */
export const sessionMemberOf = (_input: unknown, ctx: TContext): string | null =>
  ctx.session.current?.memberId ?? ctx.session.current?.id ?? null;

/**
 * The procedure counts against `bucket`, per visitor IP and per subject
 * (read from the parsed input, or the session): see RateLimiter.
 */
export const rateLimited =
  <TInput>(bucket: TRateLimitBucket, subjectOf: (input: TInput, ctx: TContext) => string | null) =>
  async <TResult>({ ctx, input, next }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    // A refusal's hint.retryAfterSeconds becomes Retry-After with every other (retry-after-header.ts).
    await ctx.guards.rateLimiter.consume(bucket, { ip: ctx.visitor.ip, subject: subjectOf(input, ctx) });
    return next();
  };
