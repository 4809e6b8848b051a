import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong character. */
const isSameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

const hasToken = (authorization: string | undefined, token: string): boolean => {
  const given = BEARER.exec(authorization ?? '')?.[1];
  return given !== undefined && isSameToken(given, token);
};

export type TMetricsAccess = {
  /** Required as `Authorization: Bearer <token>` when set. */
  token: string | null;
  /** False: the route answers 404 here (metrics are served on their own port only, or nowhere). */
  isServedHere: boolean;
};

/**
 * `GET /metrics`: the registry's series in Prometheus' text format, for the
 * bearer of `token`; 401 without it, 404 where metrics are not served. A
 * scrape is logged only at warn level, so scrapes every few seconds do not
 * fill the log.
 */
export const registerMetricsRoute = (
  app: FastifyInstance,
  registry: Registry,
  access: TMetricsAccess,
): void => {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!access.isServedHere) return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
    if (access.token !== null && !hasToken(request.headers.authorization, access.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
};

/**
 * The listener of METRICS_PORT: `/metrics` and nothing else, so the port can
 * be opened to the scraper's network alone. `server.ts` listens on it.
 */
export const buildMetricsServer = (
  registry: Registry,
  token: string | null,
  log: FastifyBaseLogger,
): FastifyInstance => {
  const server = Fastify({ loggerInstance: log.child({ listener: 'metrics' }) });
  registerMetricsRoute(server, registry, { token, isServedHere: true });
  return server;
};
