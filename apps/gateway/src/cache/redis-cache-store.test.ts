import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isLocalRedisReachable, LOCAL_REDIS_URL } from '../test/local-redis.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { TtlCache } from './ttl-cache.js';
import { ttlCacheContract } from './ttl-cache-contract.js';

/** The Redis of the development machine; the suite is skipped where there is none. */
const hasRedis = await isLocalRedisReachable();
/** Each run writes under its own prefix and removes it afterwards. */
const prefix = `gateway-cache-test:${randomBytes(6).toString('hex')}:`;

describe.skipIf(!hasRedis)('TtlCache over RedisCacheStore against a real Redis', () => {
  const redis = new Redis(LOCAL_REDIS_URL, { maxRetriesPerRequest: 1 });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  ttlCacheContract(
    () => new RedisCacheStore(redis, prefix),
    (name) => name,
    (ms) => delay(ms + 50),
    300,
  );

  it('shares answers between two gateway instances and lets Redis expire them', async () => {
    const schema = z.object({ n: z.number() });
    const first = new TtlCache(new RedisCacheStore(redis, prefix), 5_000);
    const second = new TtlCache(new RedisCacheStore(redis, prefix), 5_000);
    await first.getOrLoad({ key: 'shared', schema, load: async () => ({ n: 1 }) });
    const fromSecond = await second.getOrLoad({ key: 'shared', schema, load: async () => ({ n: 2 }) });
    expect(fromSecond).toEqual({ n: 1 });
    const ttl = await redis.pttl(`${prefix}shared`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
