import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `records.claimRebate`; afterwards the rebate, the records and the balances reload. */
export const useClaimRebate = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.records.claimRebate.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.records.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
        ]);
      },
    }),
  );
};
