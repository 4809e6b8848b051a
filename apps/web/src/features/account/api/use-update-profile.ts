import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.updateProfile`; the profile shows the saved values and the member info its nickname. */
export const useUpdateProfile = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: async (profile) => {
        queryClient.setQueryData(trpc.account.profile.queryKey(), profile);
        await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
      },
    }),
  );
};
