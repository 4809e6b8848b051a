import { Redis } from 'ioredis';

/** The Redis this machine and CI run; tests that need it are skipped where it is absent. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export const isLocalRedisReachable = async (): Promise<boolean> => {
  const probe = new Redis(LOCAL_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};
