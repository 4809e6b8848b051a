import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.register`; a new member is logged in straight away. */
export const useRegister = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.register.mutationOptions({
      onSuccess: async (output) => {
        queryClient.setQueryData(trpc.session.me.queryKey(), { member: output.member });
        await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
      },
    }),
  );
};
