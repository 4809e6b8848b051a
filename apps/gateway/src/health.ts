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
  /** The site's own origin (configuration); its host must be one the upstream serves. */
  siteOrigin: string | null;
};

/**
 * `/healthz`: liveness, the process answers (restart it when it does not).
 * `/readyz`: readiness, the upstream answers the merchant's domain route (its
 * smallest call that needs the merchant configured), its v2 status accepts the
 * site's own domain (a gateway deployed for another merchant's domain is not
 * ready) and Redis its PING, so traffic should come here; 503 names what is down.
 */
export const registerHealthProbes = (app: FastifyInstance, deps: THealthDeps): void => {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const askUpstream = (path: string, query: Record<string, string>) =>
      withinDeadline(
        deps.upstream.call({ method: 'GET', path, query, visitor: deps.probeVisitor }, z.unknown()),
      );
    const [upstream, domain, redis] = await Promise.all([
      askUpstream(SYSTEM_PATHS.domainRoute, { device: 'WEB' }),
      deps.siteOrigin
        ? askUpstream(SYSTEM_PATHS.statusV2, { device: 'WEB', url: new URL(deps.siteOrigin).host })
        : undefined,
      deps.redis ? withinDeadline(deps.redis.ping()) : undefined,
    ]);
    const checks = { upstream, ...(domain ? { domain } : {}), ...(redis ? { redis } : {}) };
    const ok = Object.values(checks).every((result) => result === 'ok');
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok, checks });
  });
};
