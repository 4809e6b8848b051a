import { expect, it } from 'vitest';
import type { TCounterStore } from './counter-store.js';

/**
 * The behaviour every counter store must have, run against each one.
 * `waitPast` lets time pass beyond a window: a fake clock for memory, a
 * short real wait for Redis.
 */
export const counterStoreContract = (
  makeStore: () => TCounterStore,
  keyOf: (name: string) => string,
  waitPast: (ms: number) => Promise<void>,
  windowMs: number,
) => {
  it('counts up within a fixed window and reports the time left', async () => {
    const store = makeStore();
    const key = keyOf('count');
    expect((await store.increment(key, windowMs)).count).toBe(1);
    const second = await store.increment(key, windowMs);
    expect(second.count).toBe(2);
    expect(second.expiresInMs).toBeGreaterThan(0);
    expect(second.expiresInMs).toBeLessThanOrEqual(windowMs);
    expect(await store.read(key)).toMatchObject({ count: 2 });
  });

  it('forgets a counter once its window has passed', async () => {
    const store = makeStore();
    const key = keyOf('expiry');
    await store.increment(key, windowMs);
    await waitPast(windowMs);
    expect(await store.read(key)).toBeNull();
    expect((await store.increment(key, windowMs)).count).toBe(1);
  });

  it('writes and deletes', async () => {
    const store = makeStore();
    const key = keyOf('write');
    await store.write(key, 7, windowMs);
    expect(await store.read(key)).toMatchObject({ count: 7 });
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
  });

  it('keeps keys apart', async () => {
    const store = makeStore();
    await store.increment(keyOf('a'), windowMs);
    expect(await store.read(keyOf('b'))).toBeNull();
  });
};
