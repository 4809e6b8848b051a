import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createAuditLog } from './audit/audit-log.js';
import { registerBenchControlRoute } from './bench-control-route.js';
import { createTtlCache } from './cache/create-cache.js';
import type { TTtlCache } from './cache/ttl-cache.js';
import { systemClock, type TClock } from './clock.js';
import { siteOriginOf, type TConfig } from './config.js';
import { createGuards } from './hardening/guards.js';
import { PROBE_PATHS, registerHealthProbes } from './health.js';
import { serializeRequestForLog } from './log-redaction.js';
import { countedCache } from './metrics/counted-cache.js';
import { GatewayMetrics } from './metrics/gateway-metrics.js';
import { METRICS_PATH, registerMetricsRoute } from './metrics/metrics-route.js';
import { createEventSource } from './realtime/create-event-source.js';
import { attachSocketServer, type TSocketServerOptions } from './realtime/socket-server.js';
import { registerSecurityHeaders } from './security-headers.js';
import { refuseUnknownHosts } from './session/known-host.js';
import { SessionSealer } from './session/sealer.js';
import { registerSocialSignIn } from './social/routes.js';
import type { TCounterStore } from './store/counter-store.js';
import { createCounterStore } from './store/create-counter-store.js';
import type { TContextDeps } from './trpc/context.js';
import { registerTrpc } from './trpc/mount.js';
import { latestResultsCacheKeys } from './trpc/routers/lottery/lottery-calls.js';
import { createUpstream } from './upstream/create-upstream.js';
import { type TUpstreamClient, type TVisitor, UpstreamClient } from './upstream/upstream-client.js';
import { registerWeb } from './web.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus series; server.ts serves them on METRICS_PORT. */
    metrics: GatewayMetrics;
  }
}

export type TAppDeps = {
  /** Replaces the HTTP upstream client (it is then not closed with the app). */
  upstream?: TUpstreamClient;
  /** Replaces the Redis connection made from REDIS_URL (it is then not closed with the app). */
  redis?: Redis | null;
  /** Replaces the counter store of rate limits, lockouts and SMS quotas. */
  counterStore?: TCounterStore;
  /** Replaces the cache of shared game answers. */
  cache?: TTtlCache;
  /** Replaces the system clock, so tests can move time forward. */
  clock?: TClock;
  /** Replaces the event source EVENT_SOURCE names (realtime). */
  createEventSource?: TSocketServerOptions['createEventSource'];
  logger?: FastifyServerOptions['logger'];
};

/** Redis for the shared counters and cache: commands fail fast instead of queueing while it is down. */
const connectRedis = (url: string): Redis =>
  new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500, enableOfflineQueue: true });

type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Readable lines at a terminal; pino-pretty runs in pino's worker thread, off the request path. */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
};

export const loggerOptions = (config: TConfig): TLoggerOptions => ({
  level: config.logLevel,
  ...(config.logFormat === 'pretty' ? { transport: PRETTY_TRANSPORT } : {}),
  serializers: { req: serializeRequestForLog },
  // Belt and braces: the default serializers log no headers, and these must never appear.
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'password',
      'token',
    ],
    censor: '[redacted]',
  },
});

/** An id a proxy in front (or a client) chose: a UUID, a hex id, a ULID. Anything else is replaced. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The request's id: the incoming `X-Request-Id` when well-formed, so a proxy's
 * id follows the request through, else a fresh UUID. It is in every log line
 * of the request (`reqId`), goes to the upstream as `X-Request-Id` (the mock
 * logs and audits under it) and back to the client in the reply's header.
 */
export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();

/** A hop count trusts that many proxies in front of us (Fastify's types only take it as a function). */
const trustProxyOption = (
  trustProxy: TConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;

/** The whole gateway as a Fastify instance; it never listens (see server.ts), so tests inject into it. */
export const buildApp = async (config: TConfig, deps: TAppDeps = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    // The audit trail and the upstream's X-Request-Id refer to it.
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Batched tRPC calls name every procedure in the path.
    routerOptions: { maxParamLength: 5000 },
    requestTimeout: 30_000,
  });

  const metrics = new GatewayMetrics();
  const isMetricsServed = config.metrics.token !== null || config.metrics.port !== null;
  if (isMetricsServed) metrics.collectProcessMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The gateway itself, when it asks the upstream for its own sake (probes).
  const probeVisitor: TVisitor = { ip: '127.0.0.1', language: config.site.defaultLanguage };
  const { client: upstream, breaker } = deps.upstream
    ? { client: deps.upstream, breaker: null }
    : createUpstream(config, metrics, probeVisitor);
  const ownedRedis = deps.redis === undefined && config.redisUrl ? connectRedis(config.redisUrl) : null;
  const redis = deps.redis === undefined ? ownedRedis : deps.redis;
  // An unreachable Redis is logged by the store that fails open, not thrown as an unhandled event.
  ownedRedis?.on('error', () => undefined);
  const clock = deps.clock ?? systemClock;
  const store = deps.counterStore ?? createCounterStore(redis, clock, app.log);
  const contextDeps: TContextDeps = {
    config,
    upstream,
    sealer: new SessionSealer(config.gatewaySecret),
    clock,
    guards: createGuards(config, store, clock, (limit) => metrics.countRefusal(limit)),
    cache: countedCache(
      deps.cache ?? createTtlCache({ redis, clock, log: app.log, ttlSeconds: config.gamesCacheTtlSeconds }),
      metrics,
    ),
    audit: createAuditLog(app.log),
    metrics,
  };
  app.addHook('onClose', async () => {
    if (!deps.upstream && upstream instanceof UpstreamClient) await upstream.close();
    await ownedRedis?.quit();
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // 5xx details stay in the log.
    return reply
      .code(status)
      .send({ statusCode: status, error: status >= 500 ? 'Internal Server Error' : error.message });
  });

  await app.register(cookie);
  attachSocketServer(app, {
    config,
    sealer: contextDeps.sealer,
    clock,
    upstream,
    redis,
    createEventSource:
      deps.createEventSource ??
      ((onEvent, onLost, onSiteStatus, onLotteryDraw) =>
        createEventSource(config, {
          upstream,
          onEvent,
          onLost,
          onSiteStatus,
          onLotteryDraw,
          log: app.log,
          metrics,
        })),
    metrics,
    // A draw changes the merchant's latest results: the next read loads them again.
    beforeLotteryDraw: () => contextDeps.cache.drop(latestResultsCacheKeys(config)),
  });
  // Probes and scrapes address the container, not the site; the metrics' token keeps them private.
  refuseUnknownHosts(app, config.allowedOrigins, [...PROBE_PATHS, METRICS_PATH]);
  registerSecurityHeaders(app);
  registerHealthProbes(app, {
    upstream,
    redis,
    breaker,
    probeVisitor,
    siteOrigin: siteOriginOf(config),
  });
  registerMetricsRoute(app, metrics.registry, {
    token: config.metrics.token,
    isServedHere: config.metrics.token !== null,
  });
  await registerTrpc(app, contextDeps);
  await registerSocialSignIn(app, contextDeps);
  if (config.benchControlRoute) registerBenchControlRoute(app, config.benchControlRoute);
  await registerWeb(app, config, contextDeps);
  return app;
};
