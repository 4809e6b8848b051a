import { expect, it } from 'vitest';
import { z } from 'zod';
import type { TCacheStore } from './cache-store.js';
import { TtlCache } from './ttl-cache.js';

const ZAnswerSchema = z.object({ n: z.number() });

/** A load that counts its calls and answers `{n: <call number>}` after a tick. */
const countingLoad = () => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    const n = calls;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { n };
  };
  return { load, calls: () => calls };
};

/**
 * What every cache store must give the TTL cache, run against each one.
 * `waitPast` lets time pass beyond the TTL: a fake clock for memory, a short
 * real wait for Redis.
 */
export const ttlCacheContract = (
  makeStore: () => TCacheStore,
  keyOf: (name: string) => string,
  waitPast: (ms: number) => Promise<void>,
  ttlMs: number,
) => {
  it('makes one upstream call for many concurrent misses (single flight)', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const { load, calls } = countingLoad();
    const key = keyOf('flight');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => cache.getOrLoad({ key, schema: ZAnswerSchema, load })),
    );
    expect(calls()).toBe(1);
    expect(answers.every((answer) => answer.n === 1)).toBe(true);
  });

  it('answers from the cache until the TTL passes, then loads again', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const { load, calls } = countingLoad();
    const key = keyOf('expiry');
    expect(await cache.getOrLoad({ key, schema: ZAnswerSchema, load })).toEqual({ n: 1 });
    expect(await cache.getOrLoad({ key, schema: ZAnswerSchema, load })).toEqual({ n: 1 });
    expect(calls()).toBe(1);
    await waitPast(ttlMs);
    expect(await cache.getOrLoad({ key, schema: ZAnswerSchema, load })).toEqual({ n: 2 });
    expect(calls()).toBe(2);
  });

  it('does not cache a failure: every waiter sees it, and the next call tries again', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const key = keyOf('failure');
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error('upstream down');
      return { n: calls };
    };
    const first = await Promise.allSettled(
      Array.from({ length: 5 }, () => cache.getOrLoad({ key, schema: ZAnswerSchema, load })),
    );
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    expect(await cache.getOrLoad({ key, schema: ZAnswerSchema, load })).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });

  it('keeps keys apart (merchant and language)', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const { load, calls } = countingLoad();
    await cache.getOrLoad({ key: keyOf('demo:EN'), schema: ZAnswerSchema, load });
    await cache.getOrLoad({ key: keyOf('demo:TY'), schema: ZAnswerSchema, load });
    expect(calls()).toBe(2);
  });

  it('validates an answer once per fill, not on every hit, and hands out a frozen value', async () => {
    let checks = 0;
    const counted = ZAnswerSchema.refine(() => {
      checks += 1;
      return true;
    });
    const cache = new TtlCache(makeStore(), ttlMs);
    const { load } = countingLoad();
    const key = keyOf('validated-once');
    expect(await cache.peek({ key, schema: counted })).toBeNull();
    const first = await cache.getOrLoad({ key, schema: counted, load });
    for (let hit = 0; hit < 5; hit += 1) await cache.getOrLoad({ key, schema: counted, load });
    const prepared = await cache.peek({ key, schema: counted });
    expect(checks).toBe(1);
    expect(prepared?.value).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(prepared?.derived('twice', (value) => ({ n: value.n * 2 }))).toBe(
      prepared?.derived('twice', () => ({ n: 0 })),
    );
  });

  it('checks a fill against the schema: a bad answer fails and is not cached', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const key = keyOf('bad-fill');
    const bad = async () => ({ n: 'one' }) as unknown as { n: number };
    await expect(cache.getOrLoad({ key, schema: ZAnswerSchema, load: bad })).rejects.toThrow();
    expect(await cache.peek({ key, schema: ZAnswerSchema })).toBeNull();
  });

  it('validates what another gateway stored when it first sees it', async () => {
    const store = makeStore();
    const key = keyOf('written-elsewhere');
    await store.set(key, JSON.stringify({ n: 7, extra: true }), ttlMs);
    const cache = new TtlCache(store, ttlMs);
    expect((await cache.peek({ key, schema: ZAnswerSchema }))?.value).toEqual({ n: 7 });
    await store.set(key, JSON.stringify({ n: 'seven' }), ttlMs);
    expect(await cache.peek({ key, schema: ZAnswerSchema })).toBeNull();
  });

  it('loads again after a drop, and never stores a load that began before it', async () => {
    const cache = new TtlCache(makeStore(), ttlMs);
    const { load, calls } = countingLoad();
    const [key, other] = [keyOf('dropped'), keyOf('kept')];
    await cache.getOrLoad({ key, schema: ZAnswerSchema, load });
    await cache.getOrLoad({ key: other, schema: ZAnswerSchema, load });
    await cache.drop([key]);
    expect(await cache.peek({ key, schema: ZAnswerSchema })).toBeNull();
    expect((await cache.peek({ key: other, schema: ZAnswerSchema }))?.value).toEqual({ n: 2 });

    let release = () => undefined as void;
    let started = () => undefined as void;
    const loading = new Promise<void>((resolve) => (started = resolve));
    const slowLoad = async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { n: 99 };
    };
    const during = cache.getOrLoad({ key, schema: ZAnswerSchema, load: slowLoad });
    await loading;
    await cache.drop([key]);
    const after = cache.getOrLoad({ key, schema: ZAnswerSchema, load });
    release();
    expect(await during).toEqual({ n: 99 });
    expect(await after).toEqual({ n: 3 });
    expect(calls()).toBe(3);
    expect((await cache.peek({ key, schema: ZAnswerSchema }))?.value).toEqual({ n: 3 });
  });
};
