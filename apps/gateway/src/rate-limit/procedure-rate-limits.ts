import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.js';
import { errorResponseBody } from '../trpc/error-shape.js';
import { procedureCallOf } from '../trpc/procedure-paths.js';

export type TProcedureLimit = { procedure: string; max: number; timeWindowMs: number };

const ONE_MINUTE_MS = 60_000;

/** Guessing passwords and farming captchas are what a visitor's IP may not do quickly. */
export const procedureLimitsOf = (config: TConfig): TProcedureLimit[] => [
  { procedure: 'session.login', max: config.rateLimits.loginPerMinute, timeWindowMs: ONE_MINUTE_MS },
  { procedure: 'session.captcha', max: config.rateLimits.captchaPerMinute, timeWindowMs: ONE_MINUTE_MS },
];

/**
 * Per-procedure rate limits on the tRPC scope. Every tRPC call shares one
 * route, so @fastify/rate-limit runs with `global: false` and an onRequest
 * hook applies the limiter of each procedure named in the URL (a batch can
 * name several). Counters live in Redis when it is configured, so several
 * gateways share them; otherwise in memory.
 */
export const registerProcedureRateLimits = async (
  scope: FastifyInstance,
  limits: readonly TProcedureLimit[],
  redis: Redis | null,
): Promise<void> => {
  await scope.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of logging in: fail open.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'gateway-rate-limit:' } : {}),
  });
  const limiters = new Map(
    limits.map((limit) => [
      limit.procedure,
      scope.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        // Namespaced by procedure: the limiters share one store.
        keyGenerator: (request: FastifyRequest) => `${limit.procedure}:${normalizeIP(request.ip)}`,
      }),
    ]),
  );

  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const call = procedureCallOf(request.url);
    for (const path of call.paths) {
      const limiter = limiters.get(path);
      if (!limiter) continue;
      const verdict = await limiter(request);
      if (verdict.isAllowed || !verdict.isExceeded) continue;
      reply.header('retry-after', verdict.ttlInSeconds);
      return reply
        .code(429)
        .send(errorResponseBody('TOO_MANY_REQUESTS', { key: 'too_many_requests' }, call.paths, call.isBatch));
    }
    return undefined;
  });
};
