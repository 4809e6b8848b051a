import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * The listener of MOCK_METRICS_PORT: `GET /metrics` (Prometheus' text
 * format) and nothing else, so it can be opened to the scraper alone; the
 * mock's own port never serves metrics. `server.ts` listens on it.
 */
export const buildMetricsServer = (registry: Registry, log: FastifyBaseLogger): FastifyInstance => {
  const server = Fastify({ loggerInstance: log.child({ listener: 'metrics' }) });
  server.get('/metrics', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
  return server;
};
