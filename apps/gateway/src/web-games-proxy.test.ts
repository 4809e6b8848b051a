import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { startScriptedServer } from './test/scripted-server.js';
import { testConfig } from './test/test-config.js';

const GAME_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
  "font-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self';form-action 'self'";

const writeWebDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
};

describe('the /games/* proxy to the upstream game pages', () => {
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof startScriptedServer>>;

  beforeAll(async () => {
    upstream = await startScriptedServer((request, response) => {
      if (request.url.endsWith('/api/flooded')) {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
        response.end(JSON.stringify({ success: false, errorCode: 'too_many_requests' }));
        return;
      }
      if (request.url.startsWith('/games/missing')) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('no such game page');
        return;
      }
      // The upstream's own framing rules and cookie: the gateway must not pass them on.
      response.writeHead(200, {
        'content-type': request.method === 'POST' ? 'application/json' : 'text/html',
        'content-security-policy': "frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'set-cookie': 'upstream=1; Path=/',
      });
      response.end(request.method === 'POST' ? request.body : `<html data-path="${request.url}"></html>`);
    });
    app = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: writeWebDist() }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('forwards a game page GET with its query, without the visitor cookie or authorization', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/games/play/slot?launch=abc123',
      headers: { cookie: 'sid=secret', authorization: 'Bearer secret', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-path="/games/play/slot?launch=abc123"');
    const forwarded = upstream.requests.at(-1);
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(forwarded?.headers.authorization).toBeUndefined();
    expect(forwarded?.headers.merchant).toBe('demo');
  });

  it('gives game pages a CSP the site can frame, and drops the upstream framing headers and cookies', async () => {
    const response = await app.inject({ method: 'GET', url: '/games/play/slot?launch=abc123' });
    expect(response.headers['content-security-policy']).toBe(GAME_CSP);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps frame-ancestors none for the rest of the site', async () => {
    const app_ = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(app_.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const image = await app.inject({ method: 'GET', url: '/static/x.svg' });
    expect(image.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('forwards the game API: POST with its JSON body and the launch token header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/games/api/fair/client-seed',
      headers: { 'content-type': 'application/json', 'x-launch-token': 'tok-1', cookie: 'sid=secret' },
      payload: JSON.stringify({ clientSeed: 'lucky' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientSeed: 'lucky' });
    const forwarded = upstream.requests.at(-1);
    expect(forwarded).toMatchObject({ method: 'POST', url: '/games/api/fair/client-seed' });
    expect(forwarded?.headers['x-launch-token']).toBe('tok-1');
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe(GAME_CSP);
  });

  it('answers HEAD, and proxies no other method', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/games/assets/slot.js' });
    expect(head.statusCode).toBe(200);
    expect(upstream.requests.at(-1)).toMatchObject({ method: 'HEAD', url: '/games/assets/slot.js' });
    const before = upstream.requests.length;
    const put = await app.inject({ method: 'PUT', url: '/games/api/session', payload: '{}' });
    expect(put.statusCode).toBe(404);
    expect(upstream.requests.length).toBe(before);
  });

  it('proxies the live chat page and its API under /chat alike (decision 0030)', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/chat/room?ticket=t1',
      headers: { cookie: 'sid=secret', accept: 'text/html' },
    });
    expect(page.body).toContain('data-path="/chat/room?ticket=t1"');
    expect(page.headers['content-security-policy']).toBe(GAME_CSP);
    expect(upstream.requests.at(-1)?.headers.cookie).toBeUndefined();
    const sent = await app.inject({
      method: 'POST',
      url: '/chat/api/messages',
      headers: { 'content-type': 'application/json', 'x-chat-ticket': 't1' },
      payload: JSON.stringify({ text: 'hello' }),
    });
    expect(sent.json()).toEqual({ text: 'hello' });
    expect(upstream.requests.at(-1)?.headers['x-chat-ticket']).toBe('t1');
  });

  it.each(['/games', '/chat', '/pay'])(
    "passes the upstream's 429 and its Retry-After through %s",
    async (prefix) => {
      const response = await app.inject({
        method: 'POST',
        url: `${prefix}/api/flooded`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('7');
    },
  );

  it("passes the upstream's 404 through instead of serving the web app", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/games/missing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('no such game page');
  });
});
