import { useMutation } from '@tanstack/react-query';
import { useStoreSignedInMember } from '../../../lib/auth/use-store-signed-in-member';
import { useTRPC } from '../../../lib/trpc';

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
