import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRgRefresh } from './use-rg-refresh';

/** `responsible.setLimit`: a new, lower or removed limit; the overview is read again once it has run. */
export const useSetRgLimit = () => {
  const trpc = useTRPC();
  const refresh = useRgRefresh();
  return useMutation(trpc.responsible.setLimit.mutationOptions({ onSuccess: () => refresh() }));
};
