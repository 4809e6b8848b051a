import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

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
