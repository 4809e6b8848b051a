import type { TTtlCache } from '../cache/ttl-cache.js';
import type { GatewayMetrics } from './gateway-metrics.js';

/**
 * The shared answer cache, counting its hits and misses: a read is a miss
 * when it ran its own load (an upstream call), a hit otherwise, including a
 * reader that shared another's load in flight. A `peek` (the fast path)
 * counts only its hits: on a miss the read goes on to tRPC, whose
 * `getOrLoad` counts it.
 */
export const countedCache = (
  cache: TTtlCache,
  metrics: Pick<GatewayMetrics, 'countCacheLookup'>,
): TTtlCache => ({
  async getOrLoad(entry) {
    let isLoaded = false;
    try {
      return await cache.getOrLoad({
        ...entry,
        load: () => {
          isLoaded = true;
          return entry.load();
        },
      });
    } finally {
      metrics.countCacheLookup(isLoaded ? 'miss' : 'hit');
    }
  },
  async peek(entry) {
    const prepared = await cache.peek(entry);
    if (prepared) metrics.countCacheLookup('hit');
    return prepared;
  },
  drop: (keys) => cache.drop(keys),
});
