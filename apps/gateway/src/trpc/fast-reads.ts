import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESSION_THRESHOLD_BYTES, compressShared, negotiatedEncoding } from '../api-compression.js';
import type { TCacheEntry } from '../cache/ttl-cache.js';
import { createRequestContext, type TContext, type TContextDeps } from './context.js';
import { TRPC_PREFIX } from './procedure-paths.js';
import { hotCacheEntry } from './routers/games/hot.js';
import { vendorsCacheEntry } from './routers/games/vendors.js';
import { winnersCacheEntry } from './routers/games/winners.js';
import { rulesCacheEntry } from './routers/lottery/rules.js';
import { applySessionTimeouts } from './session-timeouts.js';

/**
 * The hottest public reads, whose answer is the same for every visitor of a
 * language and cached: each procedure's own cache entry (its key, its output
 * schema from the contracts, its load), keyed by procedure path.
 */
const FAST_READS: Record<string, (ctx: TContext) => TCacheEntry<z.ZodType>> = {
  'games.vendors': vendorsCacheEntry,
  'games.hot': hotCacheEntry,
  'games.winners': winnersCacheEntry,
  'lottery.rules': rulesCacheEntry,
};

/** The two ways the web client asks for a query without input: alone, or as a batch of one (httpBatchLink). */
export type TForm = 'single' | 'batch';

export const formOf = (query: Record<string, string | undefined>): TForm | null => {
  const names = Object.keys(query);
  if (names.length === 0) return 'single';
  if (names.length === 2 && query['batch'] === '1' && query['input'] === '{}') return 'batch';
  return null;
};

/** tRPC's answer headers to a GET (resolveResponse); the fast path sends the same. */
export const TRPC_VARY = 'trpc-accept, accept';

/** tRPC's success body of a GET, around the answer's JSON. */
export const wireBodyOf = (form: TForm, value: unknown): Buffer => {
  const result = `{"result":{"data":${JSON.stringify(value)}}}`;
  return Buffer.from(form === 'batch' ? `[${result}]` : result);
};

/**
 * A fast path in front of tRPC for the reads above, while their answer is
 * cached: the exact bytes tRPC would send (the same body, status and
 * headers; the integration tests compare them), prepared once per cache fill
 * and compressed once per encoding, instead of tRPC building a Fetch request,
 * running the middlewares, validating the output and serialising it on every
 * call. The session timeouts still run (they may clear or re-seal the
 * cookie); the origin guard, the security headers and `cache-control:
 * no-store` are the scope's hooks. A fast answer is timed as its procedure. Anything else (a cache miss, any other
 * query string, a `trpc-accept` stream request) goes to tRPC as before.
 */
export const registerFastReads = (
  scope: FastifyInstance,
  deps: TContextDeps,
  toTrpc: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<FastifyReply>,
): void => {
  for (const [path, cacheEntryOf] of Object.entries(FAST_READS)) {
    scope.get(`${TRPC_PREFIX}/${path}`, { exposeHeadRoute: false }, async (request, reply) => {
      const form = formOf(request.query as Record<string, string | undefined>);
      if (form === null || request.headers['trpc-accept'] !== undefined) return toTrpc(request, reply, path);
      const ctx = createRequestContext(deps, request, reply);
      const end = deps.metrics.timeProcedure(path);
      const prepared = await ctx.cache.peek(cacheEntryOf(ctx));
      if (!prepared) return toTrpc(request, reply, path);
      await applySessionTimeouts(ctx);
      end('ok');
      const body = prepared.derived(form, (value) => wireBodyOf(form, value));
      const encoding =
        body.length >= COMPRESSION_THRESHOLD_BYTES
          ? negotiatedEncoding(request.headers['accept-encoding'])
          : null;
      reply.code(200).header('content-type', 'application/json');
      if (encoding === null) return reply.header('vary', TRPC_VARY).send(body);
      return reply
        .header('vary', `${TRPC_VARY}, accept-encoding`)
        .header('content-encoding', encoding)
        .send(prepared.derived(`${form}:${encoding}`, () => compressShared(body, encoding)));
    });
  }
};
