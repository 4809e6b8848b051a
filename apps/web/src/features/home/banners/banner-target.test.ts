import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

const ORIGIN = 'https://lucky.example';

describe('bannerTarget', () => {
  it('navigates inside the app for INTERNAL', () => {
    expect(bannerTarget({ url: '/promotions', linkageType: 'INTERNAL' }, ORIGIN)).toEqual({
      kind: 'internal',
      to: '/promotions',
    });
  });

  it('keeps an absolute link to this site inside the app', () => {
    expect(bannerTarget({ url: `${ORIGIN}/rng?vassalage=PG#top`, linkageType: 'INTERNAL' }, ORIGIN)).toEqual({
      kind: 'internal',
      to: '/rng?vassalage=PG#top',
    });
  });

  it('opens a new tab for EXTERNAL, whatever the case of the type', () => {
    expect(bannerTarget({ url: 'https://partner.example/offer', linkageType: 'external' }, ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
  });

  it('opens an EXTERNAL site path in a new tab too', () => {
    expect(bannerTarget({ url: '/down', linkageType: 'EXTERNAL' }, ORIGIN)).toEqual({
      kind: 'external',
      href: `${ORIGIN}/down`,
    });
  });

  it('is not clickable for NONE, without a url or without a type and url', () => {
    expect(bannerTarget({ url: '/promotions', linkageType: 'NONE' }, ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerTarget({ url: null, linkageType: 'INTERNAL' }, ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerTarget({ url: '  ', linkageType: null }, ORIGIN)).toEqual({ kind: 'none' });
  });

  it('judges an unknown type by the url', () => {
    expect(bannerTarget({ url: '/hot', linkageType: null }, ORIGIN)).toEqual({
      kind: 'internal',
      to: '/hot',
    });
    expect(bannerTarget({ url: 'https://other.example/', linkageType: '2' }, ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://other.example/',
    });
  });

  it('never follows a script url or a protocol-relative one as a route', () => {
    expect(bannerTarget({ url: 'javascript:alert(1)', linkageType: 'EXTERNAL' }, ORIGIN)).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ url: 'javascript:alert(1)', linkageType: 'INTERNAL' }, ORIGIN)).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ url: '//evil.example/x', linkageType: 'INTERNAL' }, ORIGIN)).toEqual({
      kind: 'none',
    });
  });
});
