import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

/** `account.register`; a new member is logged in straight away. */
export const useRegister = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.account.register.mutationOptions({
      onSuccess: (output) => storeMember(output),
    }),
  );
};
