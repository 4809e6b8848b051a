import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * `lottery.cancelSubOrder`. Afterwards the order shows as it now stands, the
 * list and the records read again and the balances too (the stake came back).
 * A refusal reads the order again as well: it may have closed meanwhile.
 */
export const useCancelSubOrder = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.lottery.cancelSubOrder.mutationOptions({
      onSuccess: async (order) => {
        queryClient.setQueryData(trpc.lottery.order.queryKey({ orderNo: order.orderNo }), order);
        await Promise.all([
          queryClient.invalidateQueries(trpc.lottery.orders.pathFilter()),
          queryClient.invalidateQueries(trpc.records.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
        ]);
      },
      onError: (_error, { orderNo }) =>
        queryClient.invalidateQueries(trpc.lottery.order.queryFilter({ orderNo })),
    }),
  );
};
