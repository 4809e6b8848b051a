import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `games.providers`, the footer's game providers. */
export const useGameProviders = () => {
  const trpc = useTRPC();
  return useQuery(trpc.games.providers.queryOptions());
};

/** `account.setLanguage`, the member's language kept on the server; `onError` tells the member it was not. */
export const useSetLanguage = ({ onError }: { onError: (error: unknown) => void }) => {
  const trpc = useTRPC();
  return useMutation(trpc.account.setLanguage.mutationOptions({ onError }));
};
