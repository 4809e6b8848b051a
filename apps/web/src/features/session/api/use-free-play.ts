import { useMutation } from '@tanstack/react-query';
import { useStoreSignedInMember } from '../../../lib/auth/use-store-signed-in-member';
import { useTRPC } from '../../../lib/trpc';

/** `session.freePlay`: a fresh trial session (FREEPLAY3). */
export const useFreePlay = () => {
  const trpc = useTRPC();
  const storeMember = useStoreSignedInMember();
  return useMutation(
    trpc.session.freePlay.mutationOptions({
      onSuccess: (output) => storeMember(output),
    }),
  );
};
