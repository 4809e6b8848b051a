import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSessionValues } from '../../../lib/session-storage';
import { useTRPC } from '../../../lib/trpc';
import { clearFirstLogin } from '../first-login';

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
