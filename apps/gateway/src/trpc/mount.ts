import type { IncomingMessage } from 'node:http';
import type { TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCodeFromError, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerApiCompression } from '../api-compression.js';
import { AppError } from '../errors/app-error.js';
import { isMutationAllowed, isSafeMethod } from '../session/origin-guard.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { appRouter } from './app-router.js';
import { limitBodiesByProcedure } from './body-limit.js';
import { createRequestContext, type TContextDeps } from './context.js';
import { registerDirectReads } from './direct-reads.js';
import { errorResponseBody } from './error-shape.js';
import { registerFastReads } from './fast-reads.js';
import { procedureCallOf, TRPC_PREFIX } from './procedure-paths.js';
import { retryAfterHeaderOf } from './retry-after-header.js';
import { gateUploads } from './upload-gate.js';

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

/** A failed procedure: upstream trouble is expected now and then; anything else is a bug worth an error log. */
const logFailure = (request: FastifyRequest, error: TRPCError, path: string | undefined): void => {
  if (getHTTPStatusCodeFromError(error) < 500) return;
  const isUpstream = error instanceof AppError && error.cause instanceof UpstreamError;
  const log = { err: error.cause ?? error, path };
  if (isUpstream) request.log.warn(log, 'upstream call failed');
  else request.log.error(log, 'procedure failed');
};

/**
 * tRPC's Fastify adapter, except that the answer is read whole and sent as
 * one buffer: the API compression then sees its size (answers under the
 * threshold stay plain) and the reply has a Content-Length instead of a
 * chunked stream. The web client's httpBatchLink never asks for a stream.
 */
const trpcHandler =
  (deps: TContextDeps) =>
  async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> => {
    // As the adapter does: the body Fastify read (as text, see below) is what tRPC parses.
    const raw: IncomingMessage & { body?: unknown } = request.raw;
    raw.body = request.body;
    const response = await resolveResponse({
      router: appRouter,
      req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
      path,
      error: null,
      maxBatchSize: 20,
      createContext: async () => createRequestContext(deps, request, reply),
      onError: ({ error, path: failedPath }) => logFailure(request, error, failedPath),
      // Every refusal that says when to come back, and every 429, says it in Retry-After.
      responseMeta: ({ errors }) => {
        const retryAfter = retryAfterHeaderOf(errors);
        return retryAfter === undefined ? {} : { headers: new Headers({ 'retry-after': retryAfter }) };
      },
    });
    const body = Buffer.from(await response.arrayBuffer());
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(body);
  };

/**
 * The tRPC API at `/trpc`, with its origin guard and upload gate in front
 * (upload-gate.ts: uploads are decided before their bodies are read). Rate limits,
 * lockouts and SMS quotas are tRPC middlewares of the procedures they
 * guard, because they need the parsed input (the account or number).
 * Answers are compressed above a threshold; the hottest cached reads take a
 * fast path (fast-reads.ts).
 */
export const registerTrpc = async (app: FastifyInstance, deps: TContextDeps): Promise<void> => {
  await app.register(async (scope) => {
    // Answers are per visitor (member, balance) and may set the session cookie: never stored by caches.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onRequest', originGuard(deps.config.allowedOrigins));
    scope.addHook('onRequest', gateUploads(deps));
    limitBodiesByProcedure(scope);
    await registerApiCompression(scope);
    // tRPC parses JSON bodies itself.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const toTrpc = trpcHandler(deps);
    registerFastReads(scope, deps, toTrpc);
    registerDirectReads(scope, deps, toTrpc, logFailure);
    scope.all<{ Params: { path: string } }>(`${TRPC_PREFIX}/:path`, (request, reply) =>
      toTrpc(request, reply, request.params.path),
    );
  });
};
