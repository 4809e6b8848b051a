import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `session.adoptToken`: a token handed over in the address bar becomes this browser's session. */
export const useAdoptToken = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.session.adoptToken.mutationOptions({
      onSuccess: (output) => {
        queryClient.setQueryData(trpc.session.me.queryKey(), output);
      },
    }),
  );
};
