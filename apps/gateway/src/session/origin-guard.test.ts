import { describe, expect, it } from 'vitest';
import { isMutationAllowed, isTrustedSocketHandshake, requestOrigin } from './origin-guard.js';

const ALLOWED = ['http://localhost:5173', 'https://site.example'];

const mutation = (overrides: Partial<Parameters<typeof isMutationAllowed>[0]> = {}) => ({
  method: 'POST',
  contentType: 'application/json',
  origin: 'http://localhost:5173',
  referer: undefined,
  ...overrides,
});

describe('isMutationAllowed', () => {
  it('accepts a JSON POST from an allowed origin', () => {
    expect(isMutationAllowed(mutation(), ALLOWED)).toBe(true);
    expect(isMutationAllowed(mutation({ contentType: 'application/json; charset=utf-8' }), ALLOWED)).toBe(
      true,
    );
  });

  it('falls back to the Referer origin when Origin is absent', () => {
    expect(
      isMutationAllowed(
        mutation({ origin: undefined, referer: 'https://site.example/register?x=1' }),
        ALLOWED,
      ),
    ).toBe(true);
    expect(
      isMutationAllowed(mutation({ origin: undefined, referer: 'https://evil.example/' }), ALLOWED),
    ).toBe(false);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an allowed host on another scheme', { origin: 'https://localhost:5173' }],
    ['no Origin or Referer', { origin: undefined }],
    ['the opaque null origin', { origin: 'null' }],
    ['a form content type', { contentType: 'application/x-www-form-urlencoded' }],
    ['text/plain (a CORS-simple request)', { contentType: 'text/plain' }],
    ['no content type', { contentType: undefined }],
    ['PUT', { method: 'PUT' }],
    ['DELETE', { method: 'DELETE' }],
  ])('refuses %s', (_name, overrides) => {
    expect(isMutationAllowed(mutation(overrides), ALLOWED)).toBe(false);
  });
});

describe('requestOrigin', () => {
  it('normalises to scheme, host and port', () => {
    expect(requestOrigin({ origin: 'https://site.example:443', referer: undefined })).toBe(
      'https://site.example',
    );
    expect(requestOrigin({ origin: undefined, referer: 'http://a.example:8080/x' })).toBe(
      'http://a.example:8080',
    );
    expect(requestOrigin({ origin: 'javascript:alert(1)', referer: undefined })).toBeNull();
  });
});

describe('isTrustedSocketHandshake', () => {
  const handshake = (overrides: Partial<Parameters<typeof isTrustedSocketHandshake>[0]> = {}) => ({
    origin: undefined,
    referer: undefined,
    fetchSite: 'same-origin',
    host: 'site.example',
    ...overrides,
  });

  it('judges the Origin when there is one, whatever Sec-Fetch-Site says', () => {
    expect(isTrustedSocketHandshake(handshake({ origin: 'https://site.example' }), ALLOWED)).toBe(true);
    expect(isTrustedSocketHandshake(handshake({ origin: 'https://evil.example' }), ALLOWED)).toBe(false);
  });

  it("admits a same-origin request without Origin at one of the site's hosts, any port", () => {
    expect(isTrustedSocketHandshake(handshake(), ALLOWED)).toBe(true);
    expect(isTrustedSocketHandshake(handshake({ host: 'localhost:3000' }), ALLOWED)).toBe(true);
  });

  it.each([
    ['a cross-site request', { fetchSite: 'cross-site' }],
    ['a same-site request of a sibling', { fetchSite: 'same-site' }],
    ['no Sec-Fetch-Site (not a browser we can vouch for)', { fetchSite: undefined }],
    ['a host that is not ours (DNS rebinding)', { host: 'evil.example' }],
    ['no Host', { host: undefined }],
  ])('refuses %s', (_name, overrides) => {
    expect(isTrustedSocketHandshake(handshake(overrides), ALLOWED)).toBe(false);
  });
});
