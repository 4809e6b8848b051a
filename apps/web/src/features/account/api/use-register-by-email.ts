import { useMutation } from '@tanstack/react-query';
import { useStoreSignedInMember } from '../../../lib/auth/use-store-signed-in-member';
import { useTRPC } from '../../../lib/trpc';

/** `account.registerByEmail` (EMAILREG3): the mailed code proves the address; logged in after. */
export const useRegisterByEmail = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.account.registerByEmail.mutationOptions({
      onSuccess: (output) => storeMember(output),
    }),
  );
};
