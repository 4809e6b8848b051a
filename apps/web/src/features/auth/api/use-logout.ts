import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `session.logout`; the caller invalidates the rest once it has left member pages. */
export const useLogout = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.session.logout.mutationOptions({
      onSuccess: () => {
        queryClient.setQueryData(trpc.session.me.queryKey(), { member: null });
        queryClient.removeQueries({ queryKey: trpc.wallet.balance.queryKey() });
      },
    }),
  );
};
