import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/** `session.login`: signs in, or answers that a second factor is needed (nothing is stored then). */
export const useLogin = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.session.login.mutationOptions({
      onSuccess: async (result) => {
        if (result.status === 'signed_in') await storeMember(result);
      },
    }),
  );
};
