import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useStoreSignedInMember } from '../../shared-auth/api/use-store-signed-in-member';

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
