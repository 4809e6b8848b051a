import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** `games.launch`, a member's game. */
export const useLaunchGame = () => {
  const trpc = useTRPC();
  return useMutation(trpc.games.launch.mutationOptions());
};

/** `games.trialLaunch`, a visitor's trial of a game. */
export const useTrialLaunch = () => {
  const trpc = useTRPC();
  return useMutation(trpc.games.trialLaunch.mutationOptions());
};

/** `games.launchFb`, vendor FB's sportsbook. */
export const useLaunchFb = () => {
  const trpc = useTRPC();
  return useMutation(trpc.games.launchFb.mutationOptions());
};

/** A game may have moved money: once it closes, the header balance asks again (docs/product.md: refresh when a game closes). */
export const useRefreshBalanceAfterGame = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.wallet.balance.queryKey() }),
    [queryClient, trpc],
  );
};
