import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `wallet.transferToUpline`; afterwards the balances and the transaction records reload. */
export const useTransferToUpline = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.transferToUpline.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
          queryClient.invalidateQueries(trpc.records.transactions.pathFilter()),
        ]);
      },
    }),
  );
};
