import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { TCounterStore } from './counter-store.js';
import { FailOpenCounterStore } from './fail-open-counter-store.js';

const brokenStore: TCounterStore = {
  increment: () => Promise.reject(new Error('ECONNREFUSED')),
  read: () => Promise.reject(new Error('ECONNREFUSED')),
  write: () => Promise.reject(new Error('ECONNREFUSED')),
  delete: () => Promise.reject(new Error('ECONNREFUSED')),
};

describe('FailOpenCounterStore', () => {
  it('counts nothing while the store is down, and says so once a minute', async () => {
    const log = Fastify({ logger: { level: 'silent' } }).log;
    const warn = vi.spyOn(log, 'warn');
    let now = 0;
    const store = new FailOpenCounterStore(brokenStore, log, () => now);
    expect(await store.increment('k', 60_000)).toEqual({ count: 0, expiresInMs: 60_000 });
    expect(await store.read('k')).toBeNull();
    await store.write('k', 1, 1000);
    await store.delete('k');
    expect(warn).toHaveBeenCalledTimes(1);
    now += 60_000;
    await store.read('k');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
