import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { isMutationAllowed, isSafeMethod } from '../session/origin-guard.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { type AppRouter, appRouter } from './app-router.js';
import { limitBodiesByProcedure } from './body-limit.js';
import { createFastifyContextFactory, type TContextDeps } from './context.js';
import { errorResponseBody } from './error-shape.js';
import { procedureCallOf, TRPC_PREFIX } from './procedure-paths.js';

/** Queries go over GET; anything else must pass the origin guard before its body is even read. */
const originGuard =
  (allowedOrigins: readonly string[]) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (isSafeMethod(request.method)) return undefined;
    const allowed = isMutationAllowed(
      {
        method: request.method,
        contentType: request.headers['content-type'],
        origin: request.headers.origin,
        referer: request.headers.referer,
      },
      allowedOrigins,
    );
    if (allowed) return undefined;
    const call = procedureCallOf(request.url);
    return reply
      .code(403)
      .send(errorResponseBody('FORBIDDEN', { key: 'forbidden_origin' }, call.paths, call.isBatch));
  };

/**
 * The tRPC API at `/trpc`, with its origin guard in front. Rate limits,
 * lockouts and SMS quotas are tRPC middlewares of the procedures they
 * guard, because they need the parsed input (the account or number).
 */
export const registerTrpc = async (app: FastifyInstance, deps: TContextDeps): Promise<void> => {
  await app.register(async (scope) => {
    // Answers are per visitor (member, balance) and may set the session cookie: never stored by caches.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onRequest', originGuard(deps.config.allowedOrigins));
    limitBodiesByProcedure(scope);
    await scope.register(fastifyTRPCPlugin, {
      prefix: TRPC_PREFIX,
      trpcOptions: {
        router: appRouter,
        createContext: createFastifyContextFactory(deps),
        maxBatchSize: 20,
        onError({ error, path, req }) {
          if (getHTTPStatusCodeFromError(error) < 500) return;
          // Upstream trouble is expected now and then; anything else is a bug worth an error log.
          const isUpstream = error instanceof AppError && error.cause instanceof UpstreamError;
          const log = { err: error.cause ?? error, path };
          if (isUpstream) req.log.warn(log, 'upstream call failed');
          else req.log.error(log, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
};
