/** Relative references resolve against a page of the site; only the scheme they end up with matters. */
const SITE_PAGE = 'https://site.invalid/';

/**
 * The url when a browser would open it over http(s), relative ones included;
 * null for `javascript:`, `data:` and every other scheme, which must never
 * reach an `href` or `src` (announcement images and links, docs/upstream.md §4).
 * The WHATWG parser strips what browsers strip (` java\tscript:` is `javascript:`).
 */
export const httpUrlOrNull = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const { protocol } = new URL(url, SITE_PAGE);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};
