import { useQuery } from '@tanstack/react-query';
import type { TWinner } from '@site/contracts/api';
import type { TGameCategory } from '@site/contracts/domain';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { useTRPC } from '../../../lib/trpc';
import { useGameCacheOptions, useWriteGameCache } from './use-cached-game-query';

/** `games.winners`, the biggest recent wins, cached in session storage under `WINNERS`. */
export const useWinners = () => {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.games.winners.queryOptions(),
    ...useGameCacheOptions<{ winners: TWinner[] }>(SESSION_KEYS.winners),
  });
  useWriteGameCache(SESSION_KEYS.winners, query.data);
  return query;
};

/** `games.categoryWinners`, a lobby's rank list. */
export const useCategoryWinners = (category: TGameCategory) => {
  const trpc = useTRPC();
  return useQuery(trpc.games.categoryWinners.queryOptions({ category }));
};
