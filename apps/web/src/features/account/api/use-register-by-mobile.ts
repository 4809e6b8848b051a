import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/** `account.registerByMobile` (MOBILENUMREG3): the number becomes the username; logged in after. */
export const useRegisterByMobile = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.account.registerByMobile.mutationOptions({
      onSuccess: (output) => storeMember(output),
    }),
  );
};
