import { describe, expect, it } from 'vitest';
import { isLocalRedisReachable } from './local-redis.js';

/** Nothing listens on port 1. */
const ABSENT_REDIS_URL = 'redis://127.0.0.1:1';

describe('the probe that decides whether the Redis suites run', () => {
  it('lets a developer machine without Redis skip them', async () => {
    expect(await isLocalRedisReachable(ABSENT_REDIS_URL, false)).toBe(false);
  });

  it('fails them under CI=true instead of skipping', async () => {
    await expect(isLocalRedisReachable(ABSENT_REDIS_URL, true)).rejects.toThrow(/CI=true needs Redis/);
  });
});
