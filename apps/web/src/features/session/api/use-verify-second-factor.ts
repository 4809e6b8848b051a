import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/** `session.verifySecondFactor`: answers the pending challenge (kept in the gateway's cookie) and signs in. */
export const useVerifySecondFactor = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.session.verifySecondFactor.mutationOptions({
      onSuccess: (output) => storeMember(output),
    }),
  );
};
