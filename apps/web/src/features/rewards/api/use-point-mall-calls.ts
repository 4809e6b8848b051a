import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/*
 * The point mall's two moves. Whatever the answer (an unknown outcome
 * included), the points and what depends on them are read again: the member
 * never sees a stale balance beside a move that may have happened.
 */

/** `rewards.redeem` holds the points and takes the stock: points, catalogue and history reload. */
export const useRedeemPoints = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rewards.redeem.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.rewards.points.pathFilter()),
          queryClient.invalidateQueries(trpc.rewards.pointMall.pathFilter()),
          queryClient.invalidateQueries(trpc.rewards.redemptions.pathFilter()),
        ]),
    }),
  );
};

/** `rewards.convert` spends points into the main wallet: points, balances and records reload. */
export const useConvertPoints = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rewards.convert.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.rewards.points.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.balance.pathFilter()),
          queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter()),
          queryClient.invalidateQueries(trpc.records.pathFilter()),
        ]),
    }),
  );
};
