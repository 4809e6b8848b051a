import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.changeAvatar`; the avatar query shows the new one at once. */
export const useChangeAvatar = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.changeAvatar.mutationOptions({
      onSuccess: (current) => {
        queryClient.setQueryData(trpc.account.avatar.queryKey(), (previous) =>
          previous ? { ...previous, current } : previous,
        );
      },
    }),
  );
};
