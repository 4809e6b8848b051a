import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import type { TConfig } from './config.js';
import { registerSecurityHeaders } from './security-headers.js';
import { SessionSealer } from './session/sealer.js';
import { registerTrpc } from './trpc/mount.js';
import { UpstreamClient, type TUpstreamClient } from './upstream/upstream-client.js';
import { registerWeb } from './web.js';

export type TAppDeps = {
  /** Replaces the HTTP upstream client (it is then not closed with the app). */
  upstream?: TUpstreamClient;
  /** Replaces the Redis connection made from REDIS_URL (it is then not closed with the app). */
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
};

const loggerOptions = (config: TConfig): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
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
    // Batched tRPC calls name every procedure in the path.
    routerOptions: { maxParamLength: 5000 },
    requestTimeout: 30_000,
  });

  const upstream =
    deps.upstream ??
    new UpstreamClient({
      baseUrl: config.upstream.url,
      merchant: config.upstream.merchant,
      timeoutMs: config.upstream.timeoutMs,
    });
  const ownedRedis =
    deps.redis === undefined && config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
      : null;
  const redis = deps.redis === undefined ? ownedRedis : deps.redis;
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
  await registerSecurityHeaders(app);
  app.get('/healthz', async () => ({ ok: true }));
  await registerTrpc(app, { config, upstream, sealer: new SessionSealer(config.gatewaySecret), redis });
  await registerWeb(app, config);
  return app;
};
