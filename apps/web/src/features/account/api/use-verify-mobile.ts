import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.verifyMobile`; the security items show the bound number. */
export const useVerifyMobile = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.verifyMobile.mutationOptions({
      onSuccess: (security) => {
        queryClient.setQueryData(trpc.account.security.queryKey(), security);
      },
    }),
  );
};
