import { describe, expect, it, vi } from 'vitest';
import { ZWireSystemStatusSchema } from '@site/contracts';
import { encryptTrailingKeyText } from '@site/wire-crypto';
import { toSiteStatus } from './site-status.js';

const fallbackSite = {
  name: 'Fallback',
  currency: 'PHP',
  currencySymbol: '₱',
  languages: ['EN'],
  defaultLanguage: 'EN',
  termsAge: 18,
};

const wire = (overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) =>
  ZWireSystemStatusSchema.parse({
    info: {
      whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '0' }] }],
      customerService: [
        { csType: 'LIVECHAT', title: 'Chat', path: encryptTrailingKeyText('https://chat.example/') },
        { csType: 'TELEGRAM', path: 'not-encrypted-at-all' },
        { csType: 'TELEPHONE', path: encryptTrailingKeyText('tel:+63') },
      ],
      resources: [{ resourceType: 'Android', url: 'https://a.example/app.apk', labelNameEn: 'Android app' }],
      ...info,
    },
    location: { ip: '198.51.100.4' },
    ...overrides,
  });

describe('toSiteStatus', () => {
  it('flattens flags, decrypts customer-service links and skips those that do not decrypt', () => {
    const onUndecryptable = vi.fn();
    const status = toSiteStatus(wire(), fallbackSite, onUndecryptable);
    expect(status.status).toBe(0);
    expect(status.ip).toBe('198.51.100.4');
    expect(status.flags).toEqual({ COMM3: true, FREEPLAY3: false });
    expect(status.customerService).toEqual([
      { csType: 'LIVECHAT', title: 'Chat', url: 'https://chat.example/' },
      { csType: 'TELEPHONE', title: 'TELEPHONE', url: 'tel:+63' },
    ]);
    expect(onUndecryptable).toHaveBeenCalledWith('TELEGRAM');
    expect(status.resources).toEqual([
      { resourceType: 'Android', url: 'https://a.example/app.apk', name: 'Android app' },
    ]);
  });

  it('maps maintenance to 1 before region restriction to 2', () => {
    expect(
      toSiteStatus(wire({ maintenance: true, regionRestriction: true }), fallbackSite, vi.fn()).status,
    ).toBe(1);
    expect(toSiteStatus(wire({ regionRestriction: '1' }), fallbackSite, vi.fn()).status).toBe(2);
  });

  it("uses the reply's site block, else the configured one", () => {
    expect(toSiteStatus(wire(), fallbackSite, vi.fn()).site).toEqual({ ...fallbackSite, logoUrl: null });
    const site = {
      name: 'Lucky',
      logoUrl: '/static/logo.svg',
      currency: 'PHP',
      currencySymbol: '₱',
      supportLanguages: ['EN', 'TY'],
      defaultLanguage: 'EN',
    };
    expect(toSiteStatus(wire({}, { site }), fallbackSite, vi.fn()).site).toEqual({
      name: 'Lucky',
      logoUrl: '/static/logo.svg',
      currency: 'PHP',
      currencySymbol: '₱',
      languages: ['EN', 'TY'],
      defaultLanguage: 'EN',
      termsAge: 18,
    });
    expect(
      toSiteStatus(wire({}, { site: { ...site, termsAge: 21 } }), fallbackSite, vi.fn()).site.termsAge,
    ).toBe(21);
  });

  it('offers each configured social sign-in once, and none when there are none', () => {
    const social = (provider: string) => ({
      provider,
      clientId: `${provider}-client`,
      authorizeUrl: `/oauth/${provider}/authorize`,
    });
    const socialLogins = [social('google'), social('facebook'), social('google')];
    expect(toSiteStatus(wire({}, { socialLogins }), fallbackSite, vi.fn()).socialLogins).toEqual([
      'google',
      'facebook',
    ]);
    expect(toSiteStatus(wire(), fallbackSite, vi.fn()).socialLogins).toEqual([]);
  });
});
