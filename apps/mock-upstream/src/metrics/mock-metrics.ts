import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached read to a reply QA holds back (`/__qa/reply-delays`, up to 25 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The mock's Prometheus series, in a registry of its own (tests build many
 * mocks in one process): every request by method, route pattern and status,
 * and, when served, the process' own series (event-loop delay, heap).
 */
export class MockMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'mock_http_request_duration_seconds',
    help: 'Requests the mock answered, by method, route pattern (unmatched: no route) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  /** Event-loop delay, heap, GC, CPU and file descriptors (prom-client's default series). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Times every answer of `app`, whatever route (or none) answered it. */
  timeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      this.requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  }
}
