import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearFirstLogin } from '../first-login';
import { clearSessionValues } from '../session-storage';
import { useTRPC } from '../trpc';

/**
 * `session.logout`; the session's markers (closed popups, first login) go
 * with it. The caller invalidates the rest once it has left member pages.
 */
export const useLogout = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.session.logout.mutationOptions({
      onSuccess: () => {
        clearSessionValues();
        clearFirstLogin();
        queryClient.setQueryData(trpc.session.me.queryKey(), { member: null, mustChangePassword: false });
        queryClient.removeQueries({ queryKey: trpc.wallet.balance.queryKey() });
      },
    }),
  );
};
