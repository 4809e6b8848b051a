import { useMutation } from '@tanstack/react-query';
import { useStoreSignedInMember } from '../../../lib/auth/use-store-signed-in-member';
import { useTRPC } from '../../../lib/trpc';

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
