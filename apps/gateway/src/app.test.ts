import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { startScriptedServer } from './test/scripted-server.js';
import { TEST_ORIGIN, testConfig } from './test/test-config.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("app");'.repeat(200);

const writeWebDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  return dist;
};

describe('the gateway app around the API', () => {
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof startScriptedServer>>;

  beforeAll(async () => {
    upstream = await startScriptedServer((request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(`<svg data-path="${request.url}"/>`);
    });
    app = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: writeWebDist() }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('answers the health probes', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    // The scripted upstream answers every call, but not with the envelope: not ready.
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ok: false,
      checks: { upstream: 'down', domain: 'down', breaker: 'closed' },
    });
  });

  it('sends the agreed Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "connect-src 'self' ws: wss:;frame-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('switches off the browser features the site never uses, on pages and the API alike', async () => {
    for (const url of ['/', '/trpc/session.me', '/games/slot/index.html']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = response.headers['permissions-policy'];
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('payment=()');
    }
  });

  it('serves index.html pre-compressed and never cached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates a page by its ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/rng', headers: { accept: 'text/html' } });
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/promotions',
      headers: { accept: 'text/html', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets pre-compressed with a year of immutable caching', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers app routes with index.html so the SPA router takes over', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/promotions?tab=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps real 404s for missing files and for API paths', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/healthz/x', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/socket.io/x', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/register', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/other', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });

  it("proxies /static to the upstream's /static without the visitor's cookies", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/static/logos/demo.svg',
      headers: { cookie: 'sid=secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-path="/static/logos/demo.svg"');
    const forwarded = upstream.requests.at(-1);
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(forwarded?.headers.merchant).toBe('demo');
  });
});

describe('the origin guard in front of tRPC mutations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ UPSTREAM_URL: 'http://127.0.0.1:1' }));
  });
  afterAll(() => app.close());

  /** As the tRPC client sends a mutation without input: JSON content type, no body. */
  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });

  it('refuses a mutation without an Origin with 403 forbidden_origin', async () => {
    const response = await post('/trpc/session.logout', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        message: 'forbidden_origin',
        code: -32003,
        data: { code: 'FORBIDDEN', httpStatus: 403, path: 'session.logout', key: 'forbidden_origin' },
      },
    });
  });

  it('refuses a foreign origin, and answers each call of a batch', async () => {
    const response = await post('/trpc/session.logout,session.captcha?batch=1', {
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    const body = response.json<Array<{ error: { data: { key: string; path: string } } }>>();
    expect(body.map((entry) => [entry.error.data.path, entry.error.data.key])).toEqual([
      ['session.logout', 'forbidden_origin'],
      ['session.captcha', 'forbidden_origin'],
    ]);
  });

  it('refuses an allowed origin that does not send JSON', async () => {
    const response = await post('/trpc/session.logout', {
      'content-type': 'text/plain',
      origin: TEST_ORIGIN,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an allowed origin through', async () => {
    const fromWeb = await post('/trpc/session.logout', {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
    });
    expect(fromWeb.statusCode).toBe(200);
    expect(fromWeb.json()).toEqual({ result: { data: { ok: true } } });
    expect(fromWeb.headers['cache-control']).toBe('no-store');
  });

  it('takes its own origin from PUBLIC_URL, never from the Host header', async () => {
    const publicApp = await buildApp(
      testConfig({ UPSTREAM_URL: 'http://127.0.0.1:1', PUBLIC_URL: 'https://play.example' }),
    );
    try {
      const fromItself = await publicApp.inject({
        method: 'POST',
        url: '/trpc/session.logout',
        headers: { 'content-type': 'application/json', origin: 'https://play.example', host: 'play.example' },
      });
      expect(fromItself.statusCode).toBe(200);
    } finally {
      await publicApp.close();
    }
  });

  it('answers an unreachable upstream with 503 in_network_again, never 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/system.status' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { message: 'in_network_again', data: { key: 'in_network_again' } },
    });
  });
});

describe('requests for a host the gateway is not configured for (DNS rebinding)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ UPSTREAM_URL: 'http://127.0.0.1:1' }));
  });
  afterAll(() => app.close());

  const rebound = { host: 'evil.example:3520', origin: 'http://evil.example:3520' };

  it('refuses a mutation whose Origin matches only its own Host header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/session.logout',
      headers: { 'content-type': 'application/json', ...rebound },
    });
    expect(response.statusCode).toBe(421);
  });

  it('refuses queries, pages and unparsable hosts too', async () => {
    for (const [url, host] of [
      ['/trpc/session.me', rebound.host],
      ['/', rebound.host],
      ['/', 'localhost@evil.example'],
      ['/', 'localhost:3000:3000'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode, `${url} for ${host}`).toBe(421);
    }
  });

  it('accepts the hosts of the allowed origins on any port, and probes by address', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost:5173' } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/trpc/session.me', headers: { host: 'LOCALHOST' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.1.2.3:3000' } })).statusCode,
    ).toBe(200);
  });
});
