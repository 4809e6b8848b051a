import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FakeClock } from '../test/fake-clock.js';
import type { TCacheStore } from './cache-store.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { TtlCache } from './ttl-cache.js';
import { ttlCacheContract } from './ttl-cache-contract.js';

describe('TtlCache over MemoryCacheStore (injected clock)', () => {
  const clock = new FakeClock();
  ttlCacheContract(
    () => new MemoryCacheStore(clock),
    (name) => name,
    async (ms) => clock.advance(ms),
    60_000,
  );

  it('still answers from the cache one millisecond before the TTL', async () => {
    const cache = new TtlCache(new MemoryCacheStore(clock), 1000);
    const load = vi.fn(async () => ({ n: 1 }));
    const entry = { key: 'edge', schema: z.object({ n: z.number() }), load };
    await cache.getOrLoad(entry);
    clock.advance(999);
    await cache.getOrLoad(entry);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.getOrLoad(entry);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('TtlCache when its store fails', () => {
  it('loads every time and warns once a minute', async () => {
    const log = Fastify({ logger: { level: 'silent' } }).log;
    const warn = vi.spyOn(log, 'warn');
    const broken: TCacheStore = {
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const cache = new TtlCache(broken, 60_000, log, () => 0);
    const load = vi.fn(async () => ({ n: 1 }));
    const entry = { key: 'k', schema: z.object({ n: z.number() }), load };
    expect(await cache.getOrLoad(entry)).toEqual({ n: 1 });
    expect(await cache.getOrLoad(entry)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('loads again when the stored text does not match the schema', async () => {
    const store = new MemoryCacheStore(new FakeClock());
    await store.set('k', '{"other":true}', 60_000);
    const load = vi.fn(async () => ({ n: 7 }));
    const cache = new TtlCache(store, 60_000);
    expect(await cache.getOrLoad({ key: 'k', schema: z.object({ n: z.number() }), load })).toEqual({ n: 7 });
    expect(await store.get('k')).toBe('{"n":7}');
  });
});
