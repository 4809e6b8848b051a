import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAppCaller } from './app-caller.js';
import { createRequestContext, type TContextDeps } from './context.js';
import { errorDataOf, errorResponseBody } from './error-shape.js';
import { formOf, type TForm, TRPC_VARY, wireBodyOf } from './fast-reads.js';
import { TRPC_PREFIX } from './procedure-paths.js';
import { retryAfterHeaderOf } from './retry-after-header.js';

type TCaller = ReturnType<typeof createAppCaller>;

/**
 * The reads every page load makes, per visitor (not cacheable): called
 * through tRPC's server-side caller, typed by the router, so the input and
 * output schemas and the middlewares run as they do through the adapter.
 */
const DIRECT_READS: Record<string, (caller: TCaller) => Promise<unknown>> = {
  'system.status': (caller) => caller.system.status(),
  'session.me': (caller) => caller.session.me(),
};

/** tRPC's error body for one procedure, alone or as a batch of one: the errorFormatter's shape (init.ts). */
const errorBodyOf = (form: TForm, error: TRPCError, path: string): Buffer =>
  Buffer.from(JSON.stringify(errorResponseBody(error.code, errorDataOf(error), [path], form === 'batch')));

/**
 * The pass-through reads above without tRPC's Fetch adapter: the adapter
 * builds a Fetch `Request`, an `AbortSignal` and a web stream per call,
 * which a profile showed as a large share of a cheap read's cost
 * (docs/decisions/0020-gateway-throughput.md). The answer is tRPC's own:
 * the same body, status and headers (the integration test compares them);
 * compression, the origin guard, the security headers and `cache-control:
 * no-store` are the scope's hooks. Any other form of the call (input,
 * several procedures, a `trpc-accept` stream request) goes to tRPC.
 */
export const registerDirectReads = (
  scope: FastifyInstance,
  deps: TContextDeps,
  toTrpc: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<FastifyReply>,
  onFailure: (request: FastifyRequest, error: TRPCError, path: string) => void,
): void => {
  for (const [path, read] of Object.entries(DIRECT_READS)) {
    scope.get(`${TRPC_PREFIX}/${path}`, { exposeHeadRoute: false }, async (request, reply) => {
      const form = formOf(request.query as Record<string, string | undefined>);
      if (form === null || request.headers['trpc-accept'] !== undefined) return toTrpc(request, reply, path);
      reply.header('content-type', 'application/json').header('vary', TRPC_VARY);
      try {
        const value = await read(createAppCaller(createRequestContext(deps, request, reply)));
        return reply.code(200).send(wireBodyOf(form, value));
      } catch (thrown) {
        const error = getTRPCErrorFromUnknown(thrown);
        onFailure(request, error, path);
        const retryAfter = retryAfterHeaderOf([error]);
        if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
        return reply.code(getHTTPStatusCodeFromError(error)).send(errorBodyOf(form, error, path));
      }
    });
  }
};
