import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * `responsible.playSession`: when the member's play session started, the
 * reality check's interval and the session's figures. Read when a game
 * opens and again (`refetch`) each time the reality check shows.
 */
export const usePlaySession = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.responsible.playSession.queryOptions(), staleTime: 0, gcTime: 0 });
};
