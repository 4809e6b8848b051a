import { useQuery } from '@tanstack/react-query';
import type { TGame } from '@site/contracts/api';
import { SESSION_KEYS } from '../../../lib/session-storage';
import { useTRPC } from '../../../lib/trpc';
import { useGameCacheOptions, useWriteGameCache } from './use-cached-game-query';

/** `games.hot`, by hot rank, cached in session storage under `HOT_GAMES`. */
export const useHotGames = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.games.hot.queryOptions(undefined, { enabled }),
    ...useGameCacheOptions<{ games: TGame[] }>(SESSION_KEYS.hotGames),
  });
  useWriteGameCache(SESSION_KEYS.hotGames, query.data);
  return query;
};
