import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.js';
import { redactUrl } from './log-redaction.js';
import { testConfig } from './test/test-config.js';

describe('redactUrl', () => {
  it('hides the OAuth code and state and a handed-over token', () => {
    expect(redactUrl('/auth/social/google/callback?code=abc123&state=xyz')).toBe(
      '/auth/social/google/callback?code=redacted&state=redacted',
    );
    expect(redactUrl('/?token=secret-token&lang=EN')).toBe('/?token=redacted&lang=EN');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/trpc/content.banners?input=%7B%22group%22%3A%22w_home%22%7D')).toBe(
      '/trpc/content.banners?input=%7B%22group%22%3A%22w_home%22%7D',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe('the request log of the app', () => {
  it('never shows the social callback code or state', async () => {
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
      await app.inject({
        method: 'GET',
        url: '/auth/social/google/callback?code=SECRETCODE&state=SECRETSTATE',
      });
      const log = lines.join('');
      expect(log).toContain('/auth/social/google/callback?code=redacted&state=redacted');
      expect(log).not.toContain('SECRETCODE');
      expect(log).not.toContain('SECRETSTATE');
    } finally {
      await app.close();
    }
  });
});
