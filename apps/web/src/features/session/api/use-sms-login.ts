import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/** `session.loginBySms`: the mobile number and its SMS code instead of a password. */
export const useSmsLogin = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.session.loginBySms.mutationOptions({
      onSuccess: async (result) => {
        if (result.status === 'signed_in') await storeMember(result);
      },
    }),
  );
};
