import { useMutation } from '@tanstack/react-query';
import { useStoreSignedInMember } from '../../../lib/auth/use-store-signed-in-member';
import { useTRPC } from '../../../lib/trpc';

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
