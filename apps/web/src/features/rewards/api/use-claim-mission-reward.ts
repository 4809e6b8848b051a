import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * `rewards.claim` of a completed mission's reward. Whatever the answer (an
 * unknown outcome included) the missions, the reward centre's lists, the
 * badges and the balance are read again.
 */
export const useClaimMissionReward = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rewards.claim.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.rewards.missions.pathFilter()),
          queryClient.invalidateQueries(trpc.rewards.summary.pathFilter()),
          queryClient.invalidateQueries(trpc.rewards.claimable.pathFilter()),
          queryClient.invalidateQueries(trpc.rewards.claims.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
        ]),
    }),
  );
};
