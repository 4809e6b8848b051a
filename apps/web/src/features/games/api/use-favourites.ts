import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TGame } from '@site/contracts/api';
import { GAME_CATEGORIES, type TGameCategory } from '@site/contracts/domain';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';
import { promptLoginState } from '../../shared-auth/login-return';
import { useGames } from '../launch/games-context';
import { favouriteStep } from '../model/favourites';

type TIds = { nodeIds: string[] };

/** `games.favouriteIds` for members; guests have none. */
export const useFavouriteIds = () => {
  const trpc = useTRPC();
  const { member } = useSession();
  return useQuery(trpc.games.favouriteIds.queryOptions(undefined, { enabled: member !== null }));
};

const asCategory = (gameType: string): TGameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(gameType) ? (gameType as TGameCategory) : 'RNG';

/**
 * The heart (docs/product.md §4): needs login (a guest goes to /login), one toggle
 * per second, adding skipped when already present, removal shown at once and
 * then sent (restored if the server refuses). The toggle keeps its identity
 * across renders, so the tiles given it re-render only for their own changes.
 */
export const useToggleFavourite = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { member } = useSession();
  const { favouriteThrottle } = useGames();
  const idsKey = trpc.games.favouriteIds.queryKey();

  const refreshList = () => queryClient.invalidateQueries({ queryKey: trpc.games.favourites.pathKey() });

  const add = useMutation(
    trpc.games.addFavourite.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData<TIds>(idsKey, data),
      onSettled: () => void refreshList(),
    }),
  );
  const remove = useMutation(
    trpc.games.removeFavourite.mutationOptions({
      onMutate: async ({ nodeId }) => {
        await queryClient.cancelQueries({ queryKey: idsKey });
        const previous = queryClient.getQueryData<TIds>(idsKey);
        if (previous) {
          queryClient.setQueryData<TIds>(idsKey, { nodeIds: previous.nodeIds.filter((id) => id !== nodeId) });
        }
        return { previous };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData<TIds>(idsKey, context.previous);
      },
      onSuccess: (data) => queryClient.setQueryData<TIds>(idsKey, data),
      onSettled: () => void refreshList(),
    }),
  );

  const addFavourite = add.mutate;
  const removeFavourite = remove.mutate;
  return useCallback(
    (game: TGame, wantFavourite: boolean) => {
      if (!member) {
        navigate(paths.login.path, { state: promptLoginState(location) });
        return;
      }
      if (!favouriteThrottle.tryAcquire()) return;
      const ids = queryClient.getQueryData<TIds>(trpc.games.favouriteIds.queryKey())?.nodeIds ?? [];
      const step = favouriteStep(ids, game.nodeId, wantFavourite);
      if (step === 'add') {
        addFavourite({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: asCategory(game.gameType) });
      } else if (step === 'remove') {
        removeFavourite({ nodeId: game.nodeId });
      }
    },
    [member, navigate, location, favouriteThrottle, queryClient, trpc, addFavourite, removeFavourite],
  );
};
