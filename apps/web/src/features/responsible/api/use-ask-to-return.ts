import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useRgRefresh } from './use-rg-refresh';

/** `responsible.askToReturn`: after a self-exclusion, play opens once the cooling-off has passed. */
export const useAskToReturn = () => {
  const trpc = useTRPC();
  const refresh = useRgRefresh();
  return useMutation(
    trpc.responsible.askToReturn.mutationOptions({ onSuccess: () => refresh({ session: true }) }),
  );
};
