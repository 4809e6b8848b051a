import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, siteOriginOf } from './config.js';
import { TEST_SECRET } from './test/test-config.js';

const SECRET = 'x'.repeat(40);
const tempSecretFile = () => join(mkdtempSync(join(tmpdir(), 'gateway-config-')), 'data', 'gateway-secret');

describe('parseConfig', () => {
  it('logs JSON lines unless LOG_FORMAT asks for pretty ones', () => {
    expect(parseConfig({ GATEWAY_SECRET: SECRET, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, LOG_FORMAT: 'colourful' })).toThrow(/LOG_FORMAT/);
  });

  it('has the documented defaults', () => {
    const config = parseConfig({ GATEWAY_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      logFormat: 'json',
      upstream: {
        url: 'http://127.0.0.1:4000',
        timeoutMs: 10_000,
        merchant: 'demo',
        breaker: { failures: 5, halfOpenAfterMs: 10_000 },
      },
      // Metrics are served nowhere unless a token or a port of their own is named.
      metrics: { token: null, port: null, host: '127.0.0.1' },
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173'],
      secureCookies: false,
      redisUrl: null,
      site: {
        languages: ['EN', 'TY'],
        defaultLanguage: 'EN',
        currency: 'PHP',
        currencySymbol: '₱',
        termsAge: 18,
      },
      rateLimits: {
        login: { perIp: 10, perSubject: 5 },
        smsSend: { perIp: 5, perSubject: 2 },
        smsVerify: { perIp: 10, perSubject: 5 },
        captcha: { perIp: 20, perSubject: 10 },
        register: { perIp: 5, perSubject: 3 },
      },
      lockout: { maxFailures: 5, windowMinutes: 15 },
      smsDailyLimits: { perNumber: 10, perIp: 30 },
      sessionTimeouts: { idleMinutes: 30, absoluteHours: 12 },
      gamesCacheTtlSeconds: 60,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads the hardening numbers', () => {
    const config = parseConfig({
      GATEWAY_SECRET: SECRET,
      RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE: '1',
      RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE: '4',
      LOGIN_LOCKOUT_MAX_FAILURES: '3',
      LOGIN_LOCKOUT_WINDOW_MINUTES: '30',
      SMS_DAILY_LIMIT_PER_NUMBER: '5',
      SMS_DAILY_LIMIT_PER_IP: '50',
      SESSION_IDLE_MINUTES: '10',
      SESSION_ABSOLUTE_HOURS: '8',
      SITE_TERMS_AGE: '21',
    });
    expect(config.rateLimits.smsSend.perSubject).toBe(1);
    expect(config.rateLimits.captcha.perSubject).toBe(4);
    expect(config.lockout).toEqual({ maxFailures: 3, windowMinutes: 30 });
    expect(config.smsDailyLimits).toEqual({ perNumber: 5, perIp: 50 });
    expect(config.sessionTimeouts).toEqual({ idleMinutes: 10, absoluteHours: 8 });
    expect(config.site.termsAge).toBe(21);
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, LOGIN_LOCKOUT_MAX_FAILURES: '0' })).toThrow(
      /LOGIN_LOCKOUT_MAX_FAILURES/,
    );
  });

  it('reads and checks the games cache TTL', () => {
    expect(parseConfig({ GATEWAY_SECRET: SECRET, GAMES_CACHE_TTL_SECONDS: '15' }).gamesCacheTtlSeconds).toBe(
      15,
    );
    for (const bad of ['0', '-5', 'soon', '1.5', '100000']) {
      expect(() => parseConfig({ GATEWAY_SECRET: SECRET, GAMES_CACHE_TTL_SECONDS: bad })).toThrow(
        /GAMES_CACHE_TTL_SECONDS/,
      );
    }
  });

  it('reads and checks where metrics are served', () => {
    const token = 'scrape-token-0123456789abcdef';
    const config = parseConfig({
      GATEWAY_SECRET: SECRET,
      METRICS_TOKEN: token,
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    expect(config.metrics).toEqual({ token, port: 9464, host: '0.0.0.0' });
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it('reads and checks the upstream circuit breaker', () => {
    const config = parseConfig({
      GATEWAY_SECRET: SECRET,
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_HALF_OPEN_MS: '2500',
    });
    expect(config.upstream.breaker).toEqual({ failures: 3, halfOpenAfterMs: 2500 });
    for (const [name, bad] of [
      ['UPSTREAM_BREAKER_FAILURES', '0'],
      ['UPSTREAM_BREAKER_HALF_OPEN_MS', '10'],
    ] as const) {
      expect(() => parseConfig({ GATEWAY_SECRET: SECRET, [name]: bad })).toThrow(new RegExp(name));
    }
  });

  it('reads and checks the realtime event source', () => {
    expect(parseConfig({ GATEWAY_SECRET: SECRET }).realtime).toEqual({
      eventSource: 'feed',
      feedKey: 'dev-feed-key',
      pollIntervalSeconds: 15,
      siteStatusPollSeconds: 5,
    });
    expect(
      parseConfig({ GATEWAY_SECRET: SECRET, SITE_STATUS_POLL_SECONDS: '2' }).realtime.siteStatusPollSeconds,
    ).toBe(2);
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, SITE_STATUS_POLL_SECONDS: '0' })).toThrow(
      /SITE_STATUS_POLL_SECONDS/,
    );
    const polling = parseConfig({
      GATEWAY_SECRET: SECRET,
      EVENT_SOURCE: 'polling',
      POLL_INTERVAL_SECONDS: '1',
    });
    expect(polling.realtime).toMatchObject({ eventSource: 'polling', pollIntervalSeconds: 1 });
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, EVENT_SOURCE: 'webhook' })).toThrow(/EVENT_SOURCE/);
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, POLL_INTERVAL_SECONDS: '0' })).toThrow(
      /POLL_INTERVAL_SECONDS/,
    );
  });

  it('has no bench control route unless BENCH_CONTROL_ROUTE names a tRPC GET', () => {
    expect(parseConfig({ GATEWAY_SECRET: SECRET }).benchControlRoute).toBeNull();
    const route = '/trpc/games.vendors?batch=1&input=%7B%7D';
    expect(parseConfig({ GATEWAY_SECRET: SECRET, BENCH_CONTROL_ROUTE: route }).benchControlRoute).toBe(route);
    for (const bad of ['/healthz', 'http://elsewhere/trpc/x', '/trpc/'])
      expect(() => parseConfig({ GATEWAY_SECRET: SECRET, BENCH_CONTROL_ROUTE: bad })).toThrow(
        /BENCH_CONTROL_ROUTE/,
      );
  });

  it('lists every bad variable at once', () => {
    try {
      parseConfig({
        GATEWAY_SECRET: SECRET,
        PORT: 'eighty',
        UPSTREAM_URL: 'ftp://x',
        ALLOWED_ORIGINS: 'not a url',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('UPSTREAM_URL');
      expect(problems).toContain('ALLOWED_ORIGINS');
    }
  });

  describe('in production', () => {
    const PRODUCTION = { NODE_ENV: 'production', FEED_KEY: randomBytes(16).toString('hex') };
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        parseConfig({ ...PRODUCTION, ...env });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };

    it('starts with a random secret and a feed key of its own', () => {
      const secret = randomBytes(32).toString('hex');
      expect(parseConfig({ ...PRODUCTION, GATEWAY_SECRET: secret })).toMatchObject({
        gatewaySecret: secret,
        realtime: { feedKey: PRODUCTION.FEED_KEY },
      });
    });

    it.each([
      ['when missing', ''],
      ['shorter than 32 characters', 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p'],
      ['set to the old compose default', 'change-me-to-32-random-bytes-in-production'],
      ["set to e2e's secret", 'e2e-secret-e2e-secret-e2e-secret-e2e'],
      ["set to the socket bench's old secret", 'bench-secret-bench-secret-bench-secret'],
      ["set to the gateway tests' secret", TEST_SECRET],
      ['of one character 32 times', 'x'.repeat(32)],
      ['of a short word repeated', 'abcd'.repeat(16)],
    ])('refuses GATEWAY_SECRET %s', (_, secret) => {
      const problems = problemsOf({ GATEWAY_SECRET: secret });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^GATEWAY_SECRET: /);
    });

    it("needs FEED_KEY for the mock's event feed, and not the development default", () => {
      const secret = randomBytes(32).toString('hex');
      expect(problemsOf({ GATEWAY_SECRET: secret, FEED_KEY: '' })).toEqual([
        'FEED_KEY: is required when NODE_ENV=production',
      ]);
      expect(problemsOf({ GATEWAY_SECRET: secret, FEED_KEY: 'dev-feed-key' })).toEqual([
        'FEED_KEY: must not be the development default when NODE_ENV=production',
      ]);
      expect(problemsOf({ GATEWAY_SECRET: secret, FEED_KEY: '', EVENT_SOURCE: 'polling' })).toEqual([]);
    });
  });

  it('refuses a short GATEWAY_SECRET anywhere, and nothing else outside production', () => {
    expect(() => parseConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
    expect(parseConfig({ GATEWAY_SECRET: 'x'.repeat(32) }).realtime.feedKey).toBe('dev-feed-key');
  });

  it('generates a local secret once and keeps it', () => {
    const file = tempSecretFile();
    const first = parseConfig({}, file).gatewaySecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(parseConfig({}, file).gatewaySecret).toBe(first);
  });

  it('uses __Host- cookies over HTTPS and trusts the public origin for mutations', () => {
    const config = parseConfig({
      GATEWAY_SECRET: SECRET,
      PUBLIC_URL: 'https://play.example/',
      ALLOWED_ORIGINS: '',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.allowedOrigins).toContain('https://play.example');
  });

  it("takes the site's own origin from the public URL, else the first allowed origin", () => {
    const withPublicUrl = parseConfig({ GATEWAY_SECRET: SECRET, PUBLIC_URL: 'https://play.example/x' });
    expect(siteOriginOf(withPublicUrl)).toBe('https://play.example');
    const withoutPublicUrl = parseConfig({ GATEWAY_SECRET: SECRET, ALLOWED_ORIGINS: 'https://a.example' });
    expect(siteOriginOf(withoutPublicUrl)).toBe('https://a.example');
  });

  it('defaults the allowed origins to this machine at its PORT and the Vite dev server', () => {
    expect(parseConfig({ GATEWAY_SECRET: SECRET, PORT: '3100' }).allowedOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://localhost:5173',
    ]);
  });

  it('reads the site fallback, the proxy trust and normalises origins', () => {
    const config = parseConfig({
      GATEWAY_SECRET: SECRET,
      SITE_LANGUAGES: 'en, ty',
      SITE_DEFAULT_LANGUAGE: 'ty',
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: 'https://a.example/path, http://b.example:8080',
    });
    expect(config.site.languages).toEqual(['EN', 'TY']);
    expect(config.site.defaultLanguage).toBe('TY');
    expect(config.trustProxy).toBe(1);
    expect(config.allowedOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it('refuses a default language the site does not offer', () => {
    expect(() => parseConfig({ GATEWAY_SECRET: SECRET, SITE_DEFAULT_LANGUAGE: 'JA' })).toThrow(
      /SITE_DEFAULT_LANGUAGE/,
    );
  });
});
