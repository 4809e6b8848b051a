import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_PATHS } from '@site/contracts';
import { registerHealthProbes, type THealthDeps } from './health.js';
import { fakeUpstream } from './test/fake-upstream.js';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from './test/local-redis.js';

const hasRedis = await isLocalRedisReachable();

const ROUTE = `GET ${SYSTEM_PATHS.domainRoute}`;
const ROUTE_ANSWERS = { [ROUTE]: { value: { device: 'WEB', mainDomain: 'site.example', domains: [] } } };
const UPSTREAM_DOWN = { [ROUTE]: new Error('connection refused') };
const STATUS_V2 = `GET ${SYSTEM_PATHS.statusV2}`;

const opened: Array<{ close: () => Promise<unknown> }> = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

const probe = async (
  deps: Omit<THealthDeps, 'probeVisitor' | 'siteOrigin' | 'breaker'> &
    Partial<Pick<THealthDeps, 'breaker'>> & { siteOrigin?: string },
  url: string,
) => {
  const app = Fastify();
  registerHealthProbes(app, {
    siteOrigin: null,
    breaker: null,
    ...deps,
    probeVisitor: { ip: '127.0.0.1', language: 'EN' },
  });
  opened.push(app);
  return app.inject({ method: 'GET', url });
};

/** A Redis nobody answers: PING fails at once instead of queueing. */
const absentRedis = (): Redis => {
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  opened.push({ close: async () => redis.disconnect() });
  return redis;
};

describe('health probes', () => {
  it('/healthz is liveness only: it answers while the upstream and Redis are down', async () => {
    const response = await probe(
      { upstream: fakeUpstream(UPSTREAM_DOWN).client, redis: absentRedis() },
      '/healthz',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('/readyz reports the upstream, and Redis only when the gateway runs on one', async () => {
    const ready = await probe({ upstream: fakeUpstream(ROUTE_ANSWERS).client, redis: null }, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, checks: { upstream: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    const upstreamDown = await probe(
      { upstream: fakeUpstream(UPSTREAM_DOWN).client, redis: null },
      '/readyz',
    );
    expect(upstreamDown.statusCode).toBe(503);
    expect(upstreamDown.json()).toEqual({ ok: false, checks: { upstream: 'down' } });
  });

  it("/readyz asks the upstream's v2 status whether it serves the site's own domain", async () => {
    const served = fakeUpstream({ ...ROUTE_ANSWERS, [STATUS_V2]: { value: {} } });
    const ready = await probe(
      { upstream: served.client, redis: null, siteOrigin: 'https://site.example' },
      '/readyz',
    );
    expect(ready.json()).toEqual({ ok: true, checks: { upstream: 'ok', domain: 'ok' } });
    expect(served.calls.find((call) => call.path === SYSTEM_PATHS.statusV2)?.query).toEqual({
      device: 'WEB',
      url: 'site.example',
    });

    const notServed = fakeUpstream({ ...ROUTE_ANSWERS, [STATUS_V2]: new Error('domain_not_available') });
    const refused = await probe(
      { upstream: notServed.client, redis: null, siteOrigin: 'https://elsewhere.example' },
      '/readyz',
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ ok: false, checks: { upstream: 'ok', domain: 'down' } });
  });

  it('/readyz answers 503 naming Redis when Redis is down', async () => {
    const response = await probe(
      { upstream: fakeUpstream(ROUTE_ANSWERS).client, redis: absentRedis() },
      '/readyz',
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ok: false, checks: { upstream: 'ok', redis: 'down' } });
  });

  it("/readyz reports the upstream circuit breaker's state, ready only while it is closed", async () => {
    const upstream = fakeUpstream(ROUTE_ANSWERS).client;
    const closed = await probe({ upstream, redis: null, breaker: { state: 'closed' } }, '/readyz');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ ok: true, checks: { upstream: 'ok', breaker: 'closed' } });
    for (const state of ['open', 'half-open'] as const) {
      const notClosed = await probe({ upstream, redis: null, breaker: { state } }, '/readyz');
      expect(notClosed.statusCode).toBe(503);
      expect(notClosed.json()).toEqual({ ok: false, checks: { upstream: 'ok', breaker: state } });
    }
  });

  it.skipIf(!hasRedis)('/readyz is ready on a Redis that answers', async () => {
    const redis = new Redis(LOCAL_REDIS_URL, { maxRetriesPerRequest: 1 });
    opened.push({ close: () => redis.quit() });
    const response = await probe({ upstream: fakeUpstream(ROUTE_ANSWERS).client, redis }, '/readyz');
    expect(response.json()).toEqual({ ok: true, checks: { upstream: 'ok', redis: 'ok' } });
  });
});
