import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRgRefresh } from './use-rg-refresh';

/** `responsible.setRealityCheck`: the interval of the reality check over games; a game open now reads it again. */
export const useSetRealityCheck = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRgRefresh();
  return useMutation(
    trpc.responsible.setRealityCheck.mutationOptions({
      onSuccess: () => {
        refresh();
        void queryClient.invalidateQueries({ queryKey: trpc.responsible.playSession.queryKey() });
      },
    }),
  );
};
