import { AppError, appError, toAppError } from '../upstream/errors.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { baseProcedure, middleware } from './init.js';

/**
 * Upstream failures become catalogue errors here, once for every procedure.
 * A gone upstream session (401 `login.not.session`) also expires the cookie,
 * so the browser and the gateway agree the visitor is logged out.
 */
const upstreamFailures = middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  const failure = error.cause instanceof UpstreamError ? toAppError(error.cause) : error;
  if (failure instanceof AppError && failure.errorData.key === 'login.not.session') ctx.session.clear();
  throw failure;
});

/**
 * tRPC would try to parse an empty POST body as JSON and fail; for a
 * mutation without input (ZNoInputSchema) it simply means "no input".
 */
const emptyBodyIsNoInput = middleware(({ ctx, next }) =>
  ctx.hasEmptyBody ? next({ getRawInput: async () => undefined }) : next(),
);

const requireSessionToken = middleware(({ ctx, next }) => {
  const token = ctx.session.current?.token;
  if (!token) throw appError('not_logged_in');
  return next({ ctx: { token } });
});

export const publicProcedure = baseProcedure.use(emptyBodyIsNoInput).use(upstreamFailures);
/** Needs a logged-in visitor; anything else is 401 `not_logged_in`. */
export const memberProcedure = publicProcedure.use(requireSessionToken);
