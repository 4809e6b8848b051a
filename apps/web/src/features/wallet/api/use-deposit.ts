import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `wallet.deposit`; afterwards the history and (a test channel credits at once) the balance reload. */
export const useDeposit = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wallet.deposit.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.wallet.deposits.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
        ]);
      },
    }),
  );
};

/** Whether a `wallet.deposit` is in flight (the channel picker waits for it). */
export const useIsDepositing = () => {
  const trpc = useTRPC();
  return useIsMutating({ mutationKey: trpc.wallet.deposit.mutationKey() }) > 0;
};
