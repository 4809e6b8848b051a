import { useQuery } from '@tanstack/react-query';
import type { TMatchCategory } from '@site/contracts/api';
import type { TGameCategory } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/** `content.lobbyNews`, a lobby's news line. */
export const useLobbyNews = (category: TGameCategory) => {
  const trpc = useTRPC();
  return useQuery(trpc.content.lobbyNews.queryOptions({ category }));
};

/** `games.hotMatches` of the sports or e-sports centre. */
export const useHotMatches = (category: TMatchCategory) => {
  const trpc = useTRPC();
  return useQuery(trpc.games.hotMatches.queryOptions({ category }));
};
