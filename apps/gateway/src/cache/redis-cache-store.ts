import type { Redis } from 'ioredis';
import type { TCacheStore } from './cache-store.js';

/** Cached answers in Redis, shared by every gateway instance; Redis expires them itself. */
export class RedisCacheStore implements TCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'gateway:cache:',
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
  }
}
