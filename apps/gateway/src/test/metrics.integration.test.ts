import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAMES_PATHS } from '@site/contracts';
import { buildApp } from '../app.js';
import { buildMetricsServer } from '../metrics/metrics-route.js';
import { GENEROUS_GUARDS, okData } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { startMockUpstream, type TMockUpstream } from './mock-upstream.js';
import { seriesSum } from './prometheus-text.js';
import { connectSocket, type TClientSocket } from './socket-client.js';
import { testConfig } from './test-config.js';

/**
 * The gateway's Prometheus metrics against the real mock
 * (docs/decisions/0036-metrics-and-circuit-breaker.md): never public, served
 * on the main port only behind METRICS_TOKEN or on METRICS_PORT.
 */
const TOKEN = 'metrics-test-token-0123456789';

let mock: TMockUpstream;
let app: FastifyInstance;
let url: string;
let socket: TClientSocket | null = null;

beforeAll(async () => {
  mock = await startMockUpstream();
  app = await buildApp(
    testConfig({
      UPSTREAM_URL: mock.url,
      ...GENEROUS_GUARDS,
      RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE: '1',
      METRICS_TOKEN: TOKEN,
    }),
  );
  // Listening starts the event feed.
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  socket?.close();
  await app?.close();
  await mock?.stop();
});

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

const scrapeText = async (): Promise<string> => {
  const response = await scrape(app, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('/metrics behind METRICS_TOKEN', () => {
  it('is refused without its token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await scrape(app, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('gateway_');
    }
  });

  it('lists the named series after a few calls', async () => {
    const visitor = new GatewayVisitor(app);
    // The first read loads the vendors (a miss); the second is answered from the cache (a hit).
    okData(await visitor.query('games.vendors'));
    okData(await visitor.query('games.vendors'));
    const captchaStatuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      captchaStatuses.push((await visitor.mutate('session.captcha')).status);
    }
    expect(captchaStatuses).toContain(429);
    socket = await connectSocket(url);
    // A feed event each way: the site status changes.
    await mock.qa('POST', '/maintenance', { on: true });
    await mock.qa('POST', '/maintenance', { on: false });
    await vi.waitFor(
      async () =>
        expect(seriesSum(await scrapeText(), 'gateway_event_feed_lag_seconds_count')).toBeGreaterThanOrEqual(
          2,
        ),
      { timeout: 10_000 },
    );

    const text = await scrapeText();
    const sum = (name: string, labels: Record<string, string> = {}) => seriesSum(text, name, labels);
    expect(
      sum('gateway_trpc_procedure_duration_seconds_count', { procedure: 'games.vendors', result: 'ok' }),
    ).toBe(2);
    expect(
      sum('gateway_trpc_procedure_duration_seconds_count', {
        procedure: 'session.captcha',
        result: 'too_many_requests',
      }),
    ).toBe(captchaStatuses.filter((status) => status === 429).length);
    expect(
      sum('gateway_upstream_call_duration_seconds_count', {
        call: `GET ${GAMES_PATHS.vendors}`,
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(sum('gateway_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sum('gateway_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sum('gateway_rate_limit_refusals_total', { limit: 'captcha' })).toBe(
      captchaStatuses.filter((status) => status === 429).length,
    );
    expect(sum('gateway_sockets_open')).toBe(1);
    expect(sum('gateway_event_feed_connected')).toBe(1);
    expect(sum('gateway_event_feed_reconnects_total')).toBe(0);
    expect(sum('gateway_upstream_breaker_state', { state: 'closed' })).toBe(1);
    expect(sum('gateway_upstream_breaker_state', { state: 'open' })).toBe(0);
    expect(sum('gateway_upstream_breaker_openings_total')).toBe(0);
    // The process: event-loop delay and heap.
    expect(sum('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sum('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('is served only there: the main port answers 404 without a token configured', async () => {
    const separate = await buildApp(
      testConfig({ UPSTREAM_URL: mock.url, ...GENEROUS_GUARDS, METRICS_PORT: '9464' }),
    );
    const metricsServer = buildMetricsServer(separate.metrics.registry, null, separate.log);
    try {
      okData(await new GatewayVisitor(separate).query('games.vendors'));
      const offItsPort = await scrape(separate);
      expect(offItsPort.statusCode).toBe(404);
      expect(offItsPort.body).not.toContain('gateway_');

      const onItsPort = await scrape(metricsServer);
      expect(onItsPort.statusCode).toBe(200);
      expect(onItsPort.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(
        seriesSum(onItsPort.body, 'gateway_trpc_procedure_duration_seconds_count', {
          procedure: 'games.vendors',
        }),
      ).toBe(1);
    } finally {
      await metricsServer.close();
      await separate.close();
    }
  });

  it('wants the token there too when one is set', async () => {
    const metricsServer = buildMetricsServer(app.metrics.registry, TOKEN, app.log);
    try {
      expect((await scrape(metricsServer)).statusCode).toBe(401);
      expect((await scrape(metricsServer, `Bearer ${TOKEN}`)).statusCode).toBe(200);
    } finally {
      await metricsServer.close();
    }
  });

  it('serves nothing but /metrics', async () => {
    const metricsServer = buildMetricsServer(app.metrics.registry, null, app.log);
    try {
      for (const path of ['/readyz', '/trpc/games.vendors', '/']) {
        expect((await metricsServer.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      }
    } finally {
      await metricsServer.close();
    }
  });
});
