import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/**
 * `account.resetByPhone` (CHNGPASSVERIF3): sets the new password and signs the
 * member in with it, or answers that a second factor is needed (nothing stored then).
 */
export const useResetByPhone = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.account.resetByPhone.mutationOptions({
      onSuccess: async (result) => {
        if (result.status === 'signed_in') await storeMember(result);
      },
    }),
  );
};
