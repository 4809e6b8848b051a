import { useQuery } from '@tanstack/react-query';
import type { BANNER_GROUPS } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

export type TBannerGroup = (typeof BANNER_GROUPS)[number];

/** The banners of one group (`w_login`, `w_register`, `w_forget`). */
export const useBanners = (group: TBannerGroup) => {
  const trpc = useTRPC();
  return useQuery(trpc.content.banners.queryOptions({ group }, { staleTime: 5 * 60_000 }));
};
