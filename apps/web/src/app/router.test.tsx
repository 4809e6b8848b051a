import { describe, expect, it, vi } from 'vitest';
import { preloadPageOf, type TRouteEntry } from './router';

const entryWith = (loadPage: () => Promise<unknown>): TRouteEntry => ({
  definition: { path: '/promotions', aliases: ['/promos'] },
  element: null,
  loadPage,
});

describe('preloadPageOf', () => {
  it('starts fetching the chunk of the page at the address opened, by its path or an alias', () => {
    const loadPage = vi.fn(() => Promise.resolve());
    preloadPageOf('/promotions', [entryWith(loadPage)]);
    preloadPageOf('/promos', [entryWith(loadPage)]);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('leaves other pages alone, and a chunk that fails to load to the page itself', async () => {
    const loadPage = vi.fn(() => Promise.reject(new Error('offline')));
    preloadPageOf('/rng', [
      entryWith(vi.fn(() => Promise.resolve())),
      { ...entryWith(loadPage), definition: { path: '/rng' } },
    ]);
    expect(loadPage).toHaveBeenCalledOnce();
    // The rejection is swallowed: no unhandled rejection fails this test.
    await Promise.resolve();
  });
});
