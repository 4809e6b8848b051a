import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { GatewayVisitor } from '../test/gateway-visitor.js';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from '../test/local-redis.js';
import { testConfig } from '../test/test-config.js';

const hasRedis = await isLocalRedisReachable();

describe.skipIf(!hasRedis)('two gateways configured with REDIS_URL', () => {
  /** A visitor IP of this run only, so counts from earlier runs cannot interfere. */
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    // The upstream is unreachable: the limit is decided before any upstream call.
    const config = testConfig({
      REDIS_URL: LOCAL_REDIS_URL,
      UPSTREAM_URL: 'http://127.0.0.1:1',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '2',
    });
    [first, second] = await Promise.all([buildApp(config), buildApp(config)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const cleanup = new Redis(LOCAL_REDIS_URL);
    await cleanup.del(`gateway:rate:captcha:ip:${ip}`);
    await cleanup.quit();
  });

  it('share one count: the third captcha of an IP is refused, whichever gateway it reaches', async () => {
    expect((await new GatewayVisitor(first, { ip }).mutate('session.captcha')).status).toBe(503);
    expect((await new GatewayVisitor(second, { ip }).mutate('session.captcha')).status).toBe(503);
    const limited = await new GatewayVisitor(first, { ip }).mutate('session.captcha');
    expect(limited.status).toBe(429);
    expect(limited.error?.data.key).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('a gateway whose Redis is down', () => {
  it('fails open: limits do not apply, and nothing answers 500', async () => {
    const config = testConfig({
      REDIS_URL: 'redis://127.0.0.1:1',
      UPSTREAM_URL: 'http://127.0.0.1:1',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '1',
      // Every attempt reaches for the (unreachable) upstream: the circuit breaker stays out of the way.
      UPSTREAM_BREAKER_FAILURES: '100',
    });
    const app = await buildApp(config);
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await new GatewayVisitor(app, { ip: '10.1.2.3' }).mutate('session.captcha');
        expect(result.status).toBe(503);
        expect(result.error?.data.key).toBe('in_network_again');
      }
    } finally {
      await app.close();
    }
  });
});
