import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorKeyOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';

/**
 * Checks an invitation (affiliate) code before registering. Resolves false
 * for an unknown code, whether the gateway answers `valid: false` or the
 * `invitation_code_error` key; any other failure is thrown to the form.
 */
export const useCheckAffiliate = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (code: string): Promise<boolean> => {
      try {
        const result = await queryClient.fetchQuery(
          trpc.account.checkAffiliate.queryOptions({ code }, { staleTime: 0, retry: false }),
        );
        return result.valid;
      } catch (error) {
        if (errorKeyOf(error) === 'invitation_code_error') return false;
        throw error;
      }
    },
    [queryClient, trpc],
  );
};
