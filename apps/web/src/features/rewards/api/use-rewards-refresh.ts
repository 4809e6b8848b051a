import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * After a reward changes hands: every rewards read (lists, badges, summary)
 * reloads, and so do the balances a credit moved.
 */
export const useRewardsRefresh = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.rewards.pathFilter()),
        queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
        queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
      ]),
    [queryClient, trpc],
  );
};
