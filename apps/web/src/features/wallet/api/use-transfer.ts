import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `wallet.transfer`; afterwards the balances and the transaction records reload. */
export const useTransfer = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.transfer.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.records.transactions.pathFilter()),
        ]);
      },
    }),
  );
};
