import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TClock } from '../clock.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { TtlCache, type TTtlCache } from './ttl-cache.js';

/** Redis when configured (the connection the counter store uses too), else this process's memory. */
export const createTtlCache = (options: {
  redis: Redis | null;
  clock: TClock;
  log: FastifyBaseLogger;
  ttlSeconds: number;
}): TTtlCache => {
  const { redis, clock, log, ttlSeconds } = options;
  const store = redis ? new RedisCacheStore(redis) : new MemoryCacheStore(clock);
  return new TtlCache(store, ttlSeconds * 1000, log, () => clock.now());
};
