import type { useTRPC } from '../../../lib/trpc';

const BANNERS_STALE_MS = 5 * 60_000;

/**
 * The home banners' query (group w_home), shared by the carousel and by home's
 * shell, which asks for it before the page's chunk has rendered: the first
 * banner is the largest image of the first view (decision 0022).
 */
export const homeBannersQuery = (trpc: ReturnType<typeof useTRPC>) =>
  trpc.content.banners.queryOptions({ group: 'w_home' }, { staleTime: BANNERS_STALE_MS });
