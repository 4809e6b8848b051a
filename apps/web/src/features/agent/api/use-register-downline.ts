import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `agent.registerDownline`; the new member joins the downline list. */
export const useRegisterDownline = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.agent.registerDownline.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.agent.downlines.pathFilter()),
    }),
  );
};
