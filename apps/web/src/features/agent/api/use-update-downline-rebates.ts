import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `agent.updateDownlineRebates`; the downline's detail and the list show the new rates. */
export const useUpdateDownlineRebates = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.agent.updateDownlineRebates.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.agent.downline.pathFilter()),
          queryClient.invalidateQueries(trpc.agent.downlines.pathFilter()),
        ]),
    }),
  );
};
