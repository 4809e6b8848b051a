import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { homeBannersQuery } from './home-banners-query';

/** The home banners (group w_home), the query home's shell also asks for early. */
export const useHomeBanners = () => {
  const trpc = useTRPC();
  return useQuery(homeBannersQuery(trpc));
};

/** `content.jackpot`, the server's jackpot pool: asked once per visit, and retried once. */
export const useJackpot = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.content.jackpot.queryOptions(), staleTime: Infinity, retry: 1 });
};

/** `content.layoutPromotions`, the promotions the layout puts on home. */
export const useLayoutPromotions = () => {
  const trpc = useTRPC();
  return useQuery(trpc.content.layoutPromotions.queryOptions());
};
