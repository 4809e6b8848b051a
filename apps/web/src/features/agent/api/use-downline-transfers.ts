import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * `agent.transferToDownline` (one downline) and `agent.transferToDownlines`
 * (several at once). Afterwards the agent's wallets and the downlines'
 * balances reload (the header's balance also comes over `wallet:balance`).
 */
export const useDownlineTransfers = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
      queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.downlines.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.downline.pathFilter()),
    ]);
  return {
    toOne: useMutation(trpc.agent.transferToDownline.mutationOptions({ onSuccess })),
    toMany: useMutation(trpc.agent.transferToDownlines.mutationOptions({ onSuccess })),
  };
};
