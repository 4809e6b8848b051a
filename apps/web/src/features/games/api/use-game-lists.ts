import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGameListInput } from '@site/contracts/api';
import { LIMITS } from '@site/contracts/domain';
import { STAGED_QUERY_META } from '../../../lib/staged-queries';
import { useTRPC } from '../../../lib/trpc';

type TGameListOptions = {
  enabled?: boolean;
  /** Keep the last page on screen while the next loads. */
  keepPrevious?: boolean;
  /** One of the home sections asked in stages (lib/staged-queries.ts). */
  staged?: boolean;
};

/** `games.list`, a page of a category's (or a vendor's) games. */
export const useGameList = (
  input: TGameListInput,
  { enabled = true, keepPrevious = false, staged = false }: TGameListOptions = {},
) => {
  const trpc = useTRPC();
  return useQuery(
    trpc.games.list.queryOptions(input, {
      enabled,
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
      ...(staged ? { meta: STAGED_QUERY_META } : {}),
    }),
  );
};

/** `games.favourites`, a page of the member's favourite games; the last page stays on screen while the next loads. */
export const useFavouriteGames = (pageNo: number, enabled: boolean) => {
  const trpc = useTRPC();
  return useQuery(
    trpc.games.favourites.queryOptions(
      { pageNo, pageSize: LIMITS.lobbyPageSize },
      { enabled, placeholderData: keepPreviousData },
    ),
  );
};

/** `games.recent`, the games the member played last. */
export const useRecentGames = (enabled: boolean) => {
  const trpc = useTRPC();
  return useQuery(trpc.games.recent.queryOptions(undefined, { enabled }));
};

/** `games.pokerRooms`, the PVP poker rooms with their seats (members only: `enabled`). */
export const usePokerRooms = (enabled: boolean) => {
  const trpc = useTRPC();
  return useQuery(trpc.games.pokerRooms.queryOptions(undefined, { enabled }));
};
