import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** Reads the overview again after a change (and the session, whose member carries the restriction, when asked). */
export const useRgRefresh = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    ({ session = false }: { session?: boolean } = {}) => {
      void queryClient.invalidateQueries({ queryKey: trpc.responsible.overview.queryKey() });
      if (session) void queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
    },
    [queryClient, trpc],
  );
};
