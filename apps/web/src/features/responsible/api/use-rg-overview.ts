import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `responsible.overview`: the limits with what they have used, the reality check and any restriction; fresh whenever the page opens. */
export const useRgOverview = () => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.responsible.overview.queryOptions(), staleTime: 0 });
};
