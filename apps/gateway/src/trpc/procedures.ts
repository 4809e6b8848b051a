import { isAgentType, isTrialType } from '@site/contracts';
import { AppError, appError } from '../errors/app-error.js';
import { toAppError } from '../upstream/errors.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { auditTrail } from './audit-trail.js';
import { errorDataOf } from './error-shape.js';
import { baseProcedure, middleware } from './init.js';
import { applySessionTimeouts } from './session-timeouts.js';

/** Every procedure timed by path and result (`ok` or the catalogue key the caller gets), outermost. */
const timed = middleware(async ({ ctx, path, next }) => {
  const end = ctx.metrics.timeProcedure(path);
  const result = await next();
  end(result.ok ? 'ok' : errorDataOf(result.error).key);
  return result;
});

/** Upstream failures become catalogue errors here, once for every procedure. */
const upstreamFailures = middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  // An AppError already says what a failure means (request_pending keeps its upstream cause for the log).
  throw error.cause instanceof UpstreamError && !(error instanceof AppError)
    ? toAppError(error.cause)
    : error;
});

/**
 * tRPC would try to parse an empty POST body as JSON and fail; for a
 * mutation without input (ZNoInputSchema) it simply means "no input".
 */
const emptyBodyIsNoInput = middleware(({ ctx, next }) =>
  ctx.hasEmptyBody ? next({ getRawInput: async () => undefined }) : next(),
);

/** Idle and absolute timeouts, and the activity re-seal, before every procedure (see session-timeouts.ts). */
const sessionLifecycle = middleware(async ({ ctx, next }) => {
  await applySessionTimeouts(ctx);
  return next();
});

const requireSessionToken = middleware(({ ctx, next }) => {
  const token = ctx.session.current?.token;
  if (!token) throw appError('not_logged_in');
  return next({ ctx: { token } });
});

export const publicProcedure = baseProcedure
  .use(timed)
  .use(emptyBodyIsNoInput)
  .use(auditTrail)
  .use(upstreamFailures)
  .use(sessionLifecycle);
/** Needs a logged-in visitor; anything else is 401 `not_logged_in`. */
export const memberProcedure = publicProcedure.use(requireSessionToken);

/**
 * Real-money calls (game launches): a trial session (free play, member type
 * 4, sealed at login) is refused with 403 `in_need_true_account` before
 * anything reaches the upstream.
 */
const refuseTrialSession = middleware(({ ctx, next }) => {
  const memberType = ctx.session.current?.memberType;
  if (memberType !== undefined && isTrialType(memberType)) throw appError('in_need_true_account');
  return next();
});

/** A logged-in member with a real account; a trial session is 403 `in_need_true_account`. */
export const realMemberProcedure = memberProcedure.use(refuseTrialSession);

/**
 * The agent centre: an agent member (types 1, 2, 41, 42) with a real
 * account; anyone else is 403 `error_not_agent` before any upstream call.
 * Which members an agent may see is the upstream's to decide (its subtree;
 * 404 `downline_not_found` outside it).
 */
const requireAgent = middleware(({ ctx, next }) => {
  const memberType = ctx.session.current?.memberType;
  if (memberType === undefined || !isAgentType(memberType)) throw appError('error_not_agent');
  return next();
});
export const agentProcedure = realMemberProcedure.use(requireAgent);
