import { useQuery } from '@tanstack/react-query';
import type { TVendorsOutput } from '@site/contracts/api';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { useTRPC } from '../../../lib/trpc';
import { useGameCacheOptions, useWriteGameCache } from './use-cached-game-query';

/** `games.vendors`: the menu's categories and vendors, cached in session storage under `gameVendor`. */
export const useVendors = () => {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.games.vendors.queryOptions(),
    ...useGameCacheOptions<TVendorsOutput>(SESSION_KEYS.gameVendor),
  });
  useWriteGameCache(SESSION_KEYS.gameVendor, query.data);
  return query;
};
