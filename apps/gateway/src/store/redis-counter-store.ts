import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { TCounter, TCounterStore } from './counter-store.js';

/**
 * INCR and the first expiry in one step, so a crash between the two can
 * never leave a counter that lives forever. Answers `{count, ttlMs}`.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const ZIncrementReplySchema = z.tuple([z.number().int(), z.number().int()]);

/**
 * Counters in Redis, shared by every gateway instance. Expiry is Redis's own
 * (its clock, not the injected one), which is what several instances need.
 */
export class RedisCounterStore implements TCounterStore {
  constructor(
    private readonly redis: Redis,
    /** Keeps our keys apart from anything else in the same database. */
    private readonly prefix = 'gateway:',
  ) {}

  async increment(key: string, windowMs: number): Promise<TCounter> {
    const reply = ZIncrementReplySchema.parse(
      await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, Math.max(1, Math.ceil(windowMs))),
    );
    return { count: reply[0], expiresInMs: reply[1] };
  }

  async read(key: string): Promise<TCounter | null> {
    const fullKey = this.prefix + key;
    const results = await this.redis.multi().get(fullKey).pttl(fullKey).exec();
    const [countResult, ttlResult] = results ?? [];
    if (!countResult || !ttlResult) return null;
    const [countError, count] = countResult;
    const [ttlError, ttl] = ttlResult;
    if (countError) throw countError;
    if (ttlError) throw ttlError;
    if (typeof count !== 'string' || typeof ttl !== 'number' || ttl <= 0) return null;
    return { count: Number(count), expiresInMs: ttl };
  }

  async write(key: string, count: number, windowMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(count), 'PX', Math.max(1, Math.ceil(windowMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
