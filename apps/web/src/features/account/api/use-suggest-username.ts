import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.suggestUsername`: a free name that follows the merchant's username rule. */
export const useSuggestUsername = () => {
  const trpc = useTRPC();
  return useMutation(trpc.account.suggestUsername.mutationOptions());
};
