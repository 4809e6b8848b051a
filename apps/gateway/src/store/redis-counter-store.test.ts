import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../hardening/rate-limiter.js';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from '../test/local-redis.js';
import { counterStoreContract } from './counter-store-contract.js';
import { RedisCounterStore } from './redis-counter-store.js';

/** The Redis of the development machine; the suite is skipped where there is none. */
const hasRedis = await isLocalRedisReachable();
/** Each run writes under its own prefix and removes it afterwards. */
const prefix = `gateway-test:${randomBytes(6).toString('hex')}:`;

describe.skipIf(!hasRedis)('RedisCounterStore against a real Redis', () => {
  const redis = new Redis(LOCAL_REDIS_URL, { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  counterStoreContract(
    () => new RedisCounterStore(redis, prefix),
    (name) => name,
    (ms) => delay(ms + 50),
    200,
  );

  it('shares one limit between two gateway instances', async () => {
    const limits = { perIp: 2, perSubject: 100 };
    const bucketLimits = {
      login: limits,
      smsSend: limits,
      smsVerify: limits,
      captcha: limits,
      register: limits,
      passwordReset: limits,
      affiliateCheck: limits,
      feedback: limits,
      upload: limits,
      usernameSuggest: limits,
      beacon: limits,
      promoCode: limits,
      raffleDraw: limits,
      chatLaunch: limits,
      downlineRegister: limits,
      inviteLink: limits,
      responsible: limits,
      pageRender: limits,
    };
    const first = new RateLimiter(new RedisCounterStore(redis, prefix), bucketLimits);
    const second = new RateLimiter(new RedisCounterStore(redis, prefix), bucketLimits);
    const caller = { ip: '198.51.100.77', subject: 'player9' };
    await first.consume('login', caller);
    await second.consume('login', caller);
    await expect(first.consume('login', caller)).rejects.toMatchObject({
      errorData: { key: 'too_many_requests', hint: { retryAfterSeconds: expect.any(Number) } },
    });
  });

  it('sets the expiry with the first hit, atomically', async () => {
    const store = new RedisCounterStore(redis, prefix);
    await store.increment('atomic', 5_000);
    const ttl = await redis.pttl(`${prefix}atomic`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
