import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.changePassword`; the member info is reloaded afterwards (docs/product.md §4). */
export const useChangePassword = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: async (output) => {
        queryClient.setQueryData(trpc.session.me.queryKey(), output);
        await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
      },
    }),
  );
};
