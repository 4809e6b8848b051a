import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TLoginOutput } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';
import { markFirstLogin } from '../first-login';

/**
 * After any sign-in (password, SMS, second factor, free play, registration,
 * phone reset): the member is known at once, `session.me` is confirmed in the
 * background, and the previous visitor's balance is dropped. A first login is
 * marked before the member is stored, so the popups ask for the first-login
 * ones straight away.
 */
export const useStoreSignedInMember = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async ({
      member,
      firstTimeLogin,
      mustChangePassword,
    }: Pick<TLoginOutput, 'member' | 'firstTimeLogin' | 'mustChangePassword'>) => {
      if (firstTimeLogin) markFirstLogin();
      queryClient.setQueryData(trpc.session.me.queryKey(), { member, mustChangePassword });
      queryClient.removeQueries({ queryKey: trpc.wallet.balance.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
    },
    [queryClient, trpc],
  );
};
