import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { SYSTEM_PATHS } from '@site/contracts';
import type { TUpstreamClient, TVisitor } from './upstream/upstream-client.js';

/** The probes of orchestrators and compose healthchecks, which address the container, not the site. */
export const PROBE_PATHS = ['/healthz', '/readyz'] as const;

/** A probe answers well within a healthcheck's timeout, whatever the upstream's UPSTREAM_TIMEOUT_MS. */
const CHECK_TIMEOUT_MS = 2_000;

type TCheckResult = 'ok' | 'down';

const withinDeadline = (check: Promise<unknown>): Promise<TCheckResult> =>
  Promise.race([
    check.then((): TCheckResult => 'ok'),
    new Promise<TCheckResult>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, 'down').unref()),
  ]).catch((): TCheckResult => 'down');

export type THealthDeps = {
  upstream: TUpstreamClient;
  /** Checked only when the gateway runs on Redis (REDIS_URL). */
  redis: Redis | null;
  /** Who the status call is made for: the gateway itself. */
  probeVisitor: TVisitor;
};

/**
 * `/healthz`: liveness, the process answers (restart it when it does not).
 * `/readyz`: readiness, the upstream answers the merchant's domain route (its
 * smallest call that needs the merchant configured) and Redis its PING, so
 * traffic should come here; 503 names what is down.
 */
export const registerHealthProbes = (app: FastifyInstance, deps: THealthDeps): void => {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const [upstream, redis] = await Promise.all([
      withinDeadline(
        deps.upstream.call(
          {
            method: 'GET',
            path: SYSTEM_PATHS.domainRoute,
            query: { device: 'WEB' },
            visitor: deps.probeVisitor,
          },
          z.unknown(),
        ),
      ),
      deps.redis ? withinDeadline(deps.redis.ping()) : undefined,
    ]);
    const checks = { upstream, ...(redis ? { redis } : {}) };
    const ok = Object.values(checks).every((result) => result === 'ok');
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok, checks });
  });
};
