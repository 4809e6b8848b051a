import { Redis } from 'ioredis';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `CI=true`, as vitest.config.ts read it. */
    isCi: boolean;
  }
}

/** The Redis this machine and CI run (`.ci/run` starts one); tests that need it are skipped where it is absent. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether the local Redis answers PING. Under `CI=true` an absent Redis
 * throws instead: there the Redis suites must run, never skip.
 */
export const isLocalRedisReachable = async (
  url: string = LOCAL_REDIS_URL,
  isCi: boolean = inject('isCi'),
): Promise<boolean> => {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  const isReachable = await probe
    .connect()
    .then(async () => (await probe.ping()) === 'PONG')
    .catch(() => false)
    .finally(() => probe.disconnect());
  if (!isReachable && isCi) {
    throw new Error(
      `CI=true needs Redis at ${url} (.ci/run starts one): the Redis suites may not be skipped`,
    );
  }
  return isReachable;
};
