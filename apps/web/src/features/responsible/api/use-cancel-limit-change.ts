import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRgRefresh } from './use-rg-refresh';

/** `responsible.cancelLimitChange`: a waiting raise or removal is dropped; the limit in force stays. */
export const useCancelLimitChange = () => {
  const trpc = useTRPC();
  const refresh = useRgRefresh();
  return useMutation(trpc.responsible.cancelLimitChange.mutationOptions({ onSettled: () => refresh() }));
};
