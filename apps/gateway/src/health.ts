import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { SYSTEM_PATHS } from '@site/contracts';
import { askDomainRoute } from './upstream/create-upstream.js';
import type { UpstreamBreaker } from './upstream/upstream-breaker.js';
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
  /** The upstream's circuit breaker; none when the upstream client was replaced (tests). */
  breaker: Pick<UpstreamBreaker, 'state'> | null;
  /** Who the status call is made for: the gateway itself. */
  probeVisitor: TVisitor;
  /** The site's own origin (configuration); its host must be one the upstream serves. */
  siteOrigin: string | null;
};

/**
 * `/healthz`: liveness, the process answers (restart it when it does not).
 * `/readyz`: readiness, the upstream answers the merchant's domain route (its
 * smallest call that needs the merchant configured), its v2 status accepts the
 * site's own domain (a gateway deployed for another merchant's domain is not
 * ready), Redis its PING, and the upstream's circuit breaker is closed, so
 * traffic should come here; 503 names what is down. The upstream calls pass
 * the breaker: while it is open they are refused at once, and once it may
 * half-open a probe of this route can be the call that closes it.
 */
export const registerHealthProbes = (app: FastifyInstance, deps: THealthDeps): void => {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (request, reply) => {
    const visitor = { ...deps.probeVisitor, requestId: request.id };
    const [upstream, domain, redis] = await Promise.all([
      withinDeadline(askDomainRoute(deps.upstream, visitor)),
      deps.siteOrigin
        ? withinDeadline(
            deps.upstream.call(
              {
                method: 'GET',
                path: SYSTEM_PATHS.statusV2,
                query: { device: 'WEB', url: new URL(deps.siteOrigin).host },
                visitor,
              },
              z.unknown(),
            ),
          )
        : undefined,
      deps.redis ? withinDeadline(deps.redis.ping()) : undefined,
    ]);
    // Read after the calls: one of them may have been the probe that closed it.
    const breaker = deps.breaker?.state;
    const checks = {
      upstream,
      ...(domain ? { domain } : {}),
      ...(redis ? { redis } : {}),
      ...(breaker ? { breaker } : {}),
    };
    const ok = Object.entries(checks).every(([name, result]) =>
      name === 'breaker' ? result === 'closed' : result === 'ok',
    );
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok, checks });
  });
};
