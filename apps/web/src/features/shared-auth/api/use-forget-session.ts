import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSessionValues } from '../../../lib/session-storage';
import { useTRPC } from '../../../lib/trpc';
import { clearFirstLogin } from '../first-login';

/**
 * Forgets a session the gateway has ended (a sign-out, a break the member
 * took): the session's markers (closed popups, first login, reality checks)
 * go, the shell shows a visitor, and the balance is dropped. The caller
 * invalidates the rest once it has left member pages.
 */
export const useForgetSession = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSessionValues();
    clearFirstLogin();
    queryClient.setQueryData(trpc.session.me.queryKey(), { member: null, mustChangePassword: false });
    queryClient.removeQueries({ queryKey: trpc.wallet.balance.queryKey() });
  }, [queryClient, trpc]);
};
