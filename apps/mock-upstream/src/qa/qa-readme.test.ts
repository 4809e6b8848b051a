import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryMock, type TInMemoryMock } from '../test/test-app.js';

/** The QA routes the mock serves, as `METHOD /__qa/path`. */
const served: string[] = [];
let mock: TInMemoryMock;

beforeAll(async () => {
  mock = await createInMemoryMock({
    beforeReady: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        if (!route.url.startsWith('/__qa/')) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') served.push(`${method} ${route.url}`);
      }),
  });
});
afterAll(async () => mock.close());

describe('the QA API', () => {
  it('lists every QA route it serves in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((route) => !readme.includes(`\`${route}`))).toEqual([]);
  });
});
