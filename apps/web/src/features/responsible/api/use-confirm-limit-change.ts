import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRgRefresh } from './use-rg-refresh';

/** `responsible.confirmLimit`: a raise or removal, once its cooling-off has passed, takes effect. */
export const useConfirmLimitChange = () => {
  const trpc = useTRPC();
  const refresh = useRgRefresh();
  return useMutation(trpc.responsible.confirmLimit.mutationOptions({ onSettled: () => refresh() }));
};
