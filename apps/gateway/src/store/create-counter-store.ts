import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TClock } from '../clock.js';
import type { TCounterStore } from './counter-store.js';
import { FailOpenCounterStore } from './fail-open-counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RedisCounterStore } from './redis-counter-store.js';

/** Redis when configured (shared by every gateway instance, failing open), else this process's memory. */
export const createCounterStore = (
  redis: Redis | null,
  clock: TClock,
  log: FastifyBaseLogger,
): TCounterStore =>
  redis
    ? new FailOpenCounterStore(new RedisCounterStore(redis), log, () => clock.now())
    : new MemoryCounterStore(clock);
