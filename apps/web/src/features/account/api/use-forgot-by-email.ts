import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.forgotByEmail`: the upstream emails a temporary password. */
export const useForgotByEmail = () => {
  const trpc = useTRPC();
  return useMutation(trpc.account.forgotByEmail.mutationOptions());
};
