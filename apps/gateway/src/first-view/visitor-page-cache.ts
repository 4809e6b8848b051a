import type { TRenderedPage } from './page-template.js';

type TOptions = {
  /** How long a page is served from the cache: its data are cached upstream calls of about as long. */
  ttlMs: number;
  /** Pages kept at most (merchant origins × languages × paths × query strings); the oldest goes first. */
  maxPages: number;
  now: () => number;
};

/**
 * Rendered pages of visitors (no session), by origin, language choice,
 * address and site status: the same for every visitor but for the status's
 * own facts, which the caller puts back. A burst of visitors, or a crawler,
 * costs one render per page and TTL instead of one each.
 */
export const createVisitorPageCache = ({ ttlMs, maxPages, now }: TOptions) => {
  const pages = new Map<string, { page: TRenderedPage; expiresAt: number }>();
  return {
    get: (key: string): TRenderedPage | null => {
      const entry = pages.get(key);
      if (!entry) return null;
      if (entry.expiresAt > now()) return entry.page;
      pages.delete(key);
      return null;
    },
    set: (key: string, page: TRenderedPage): void => {
      pages.delete(key);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, expiresAt: now() + ttlMs });
    },
  };
};
