import type { TBanner } from '@site/contracts/api';

/** Where a banner click goes: a route of the site, a new tab, or nowhere. */
export type TBannerTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const NONE: TBannerTarget = { kind: 'none' };

/** A root-relative path of this site (`/promotions`), never a protocol-relative `//host`. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

const parseHttpUrl = (url: string): URL | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
};

const internalTarget = (url: string, origin: string): TBannerTarget => {
  if (isSitePath(url)) return { kind: 'internal', to: url };
  // An absolute link to this very site is still a route of it.
  const parsed = parseHttpUrl(url);
  if (parsed?.origin === origin)
    return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return parsed ? { kind: 'external', href: parsed.href } : NONE;
};

const externalTarget = (url: string, origin: string): TBannerTarget => {
  if (isSitePath(url)) return { kind: 'external', href: new URL(url, origin).href };
  const parsed = parseHttpUrl(url);
  return parsed ? { kind: 'external', href: parsed.href } : NONE;
};

/**
 * How a banner opens its `url` (docs/product.md §2): `INTERNAL` navigates inside
 * the app, `EXTERNAL` opens a new tab, `NONE` (or no url) is not clickable.
 * An unknown linkage type is judged by the url itself. Only http(s) links and
 * site paths are ever followed, so a `javascript:` url does nothing.
 */
export const bannerTarget = (banner: Pick<TBanner, 'url' | 'linkageType'>, origin: string): TBannerTarget => {
  const url = banner.url?.trim();
  const linkage = banner.linkageType?.trim().toUpperCase() ?? '';
  if (!url || linkage === 'NONE') return NONE;
  if (linkage === 'INTERNAL') return internalTarget(url, origin);
  if (linkage === 'EXTERNAL') return externalTarget(url, origin);
  return internalTarget(url, origin);
};
