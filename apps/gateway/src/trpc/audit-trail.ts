import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TAuditOutcome, ZRequestIdSchema } from '@site/contracts';
import { causeChainOf, UpstreamError } from '../upstream/upstream-error.js';
import { errorDataOf } from './error-shape.js';
import { middleware } from './init.js';

/**
 * A 4xx changed nothing. A 5xx whose cause is the upstream (a timeout, a
 * dropped connection, a broken reply) may have taken effect there
 * (docs/upstream.md §1, "Timeouts, retries"): unknown, never failed.
 */
const outcomeOfFailure = (error: TRPCError): TAuditOutcome => {
  if (getHTTPStatusCodeFromError(error) < 500) return 'refused';
  // The whole chain: `request_pending` wraps the upstream failure that left the outcome open.
  return causeChainOf(error).some((cause) => cause instanceof UpstreamError) ? 'unknown' : 'failed';
};

/** A money request's idempotency key in a raw input or body, if a well-formed one is there. */
export const moneyRequestIdIn = (input: unknown): string | null => {
  if (typeof input !== 'object' || input === null || !('requestId' in input)) return null;
  const parsed = ZRequestIdSchema.safeParse(input.requestId);
  return parsed.success ? parsed.data : null;
};

/** The money request's idempotency key, read from the raw input so that refused input is audited too. */
const moneyRequestIdOf = async (getRawInput: () => Promise<unknown>): Promise<string | null> =>
  moneyRequestIdIn(await getRawInput().catch(() => undefined));

/**
 * The audit trail of the gateway (docs/decisions/0016-audit-trail.md): a
 * procedure whose meta names an audit action writes exactly one event per
 * call to the audit log, whatever the outcome: refused by a guard, by its
 * input, by the upstream, or done. Placed before every other middleware of
 * the procedure, so nothing can refuse the call without it being recorded.
 */
export const auditTrail = middleware(async ({ ctx, meta, next, getRawInput }) => {
  const action = meta?.audit;
  if (!action) return next();
  const memberIdBefore = ctx.session.current?.memberId;
  const result = await next();
  ctx.audit.record({
    action,
    outcome: result.ok ? 'succeeded' : outcomeOfFailure(result.error),
    // A reset by phone signs the member in: the member is known only afterwards.
    memberId: memberIdBefore ?? ctx.session.current?.memberId ?? null,
    ip: ctx.visitor.ip,
    requestId: ctx.visitor.requestId,
    moneyRequestId: await moneyRequestIdOf(getRawInput),
    reason: result.ok ? null : errorDataOf(result.error).key,
    at: new Date(ctx.clock.now()).toISOString(),
  });
  return result;
});
