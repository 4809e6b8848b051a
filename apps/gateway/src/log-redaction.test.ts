import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.js';
import { redactUrl } from './log-redaction.js';
import { TEST_ORIGIN, testConfig } from './test/test-config.js';

describe('redactUrl', () => {
  it('hides the OAuth code and state and a handed-over token', () => {
    expect(redactUrl('/auth/social/google/callback?code=abc123&state=xyz')).toBe(
      '/auth/social/google/callback?code=redacted&state=redacted',
    );
    expect(redactUrl('/?token=secret-token&lang=EN')).toBe('/?token=redacted&lang=EN');
  });

  it('hides tRPC inputs, single and batched, and keeps the procedure names', () => {
    expect(redactUrl('/trpc/content.banners?input=%7B%22group%22%3A%22w_home%22%7D')).toBe(
      '/trpc/content.banners?input=redacted',
    );
    expect(redactUrl('/trpc/session.me,wallet.balance?batch=1&input=%7B%7D')).toBe(
      '/trpc/session.me,wallet.balance?batch=1&input=redacted',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/lobby?tab=slots&page=2')).toBe('/lobby?tab=slots&page=2');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe('the request log of the app', () => {
  /** The app with its own logger options at `info`, writing its lines where the test reads them. */
  const withLoggedApp = async (check: (app: FastifyInstance, log: () => string) => Promise<void>) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'info', UPSTREAM_URL: 'http://127.0.0.1:1' });
    const app = await buildApp(config, { logger: { ...loggerOptions(config), stream } });
    try {
      await check(app, () => lines.join(''));
    } finally {
      await app.close();
    }
  };

  it('never shows the social callback code or state', async () => {
    await withLoggedApp(async (app, log) => {
      await app.inject({
        method: 'GET',
        url: '/auth/social/google/callback?code=SECRETCODE&state=SECRETSTATE',
      });
      expect(log()).toContain('/auth/social/google/callback?code=redacted&state=redacted');
      expect(log()).not.toContain('SECRETCODE');
      expect(log()).not.toContain('SECRETSTATE');
    });
  });

  it('never shows tokens or passwords sent as tRPC input, by GET or POST', async () => {
    await withLoggedApp(async (app, log) => {
      const secrets = { token: 'SECRET-TOKEN-0123456789', password: 'SECRET-PASSWORD-1' };
      const input = encodeURIComponent(JSON.stringify(secrets));
      await app.inject({ method: 'GET', url: `/trpc/session.me?input=${input}` });
      await app.inject({ method: 'GET', url: `/trpc/session.me,system.status?batch=1&input=${input}` });
      await app.inject({
        method: 'POST',
        url: '/trpc/session.login',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: JSON.stringify({ username: 'player9', password: secrets.password }),
      });
      await app.inject({
        method: 'POST',
        url: '/trpc/session.adoptToken',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: JSON.stringify({ token: secrets.token }),
      });
      expect(log()).toContain('/trpc/session.me?input=redacted');
      // The upstream is unreachable: the failed calls were logged too.
      expect(log()).toContain('upstream call failed');
      expect(log()).not.toMatch(/SECRET|Passw/);
    });
  });
});
