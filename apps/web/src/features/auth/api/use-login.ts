import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `session.login`; on success the member is known at once and `session.me` is refetched. */
export const useLogin = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.session.login.mutationOptions({
      onSuccess: async (output) => {
        queryClient.setQueryData(trpc.session.me.queryKey(), { member: output.member });
        await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
      },
    }),
  );
};
