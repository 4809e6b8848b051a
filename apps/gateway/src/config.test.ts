import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

const SECRET = 'x'.repeat(40);
const tempSecretFile = () => join(mkdtempSync(join(tmpdir(), 'gateway-config-')), 'data', 'gateway-secret');

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({ GATEWAY_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      upstream: { url: 'http://127.0.0.1:4000', timeoutMs: 10_000, merchant: 'demo' },
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173'],
      secureCookies: false,
      redisUrl: null,
      site: { languages: ['EN', 'TY'], defaultLanguage: 'EN', currency: 'PHP', currencySymbol: '₱' },
      rateLimits: { loginPerMinute: 10, captchaPerMinute: 20 },
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
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

  it('requires GATEWAY_SECRET in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
    expect(() => parseConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET/);
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
