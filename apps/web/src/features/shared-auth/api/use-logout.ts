import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useForgetSession } from './use-forget-session';

/**
 * `session.logout`; the session's markers (closed popups, first login) go
 * with it. The caller invalidates the rest once it has left member pages.
 */
export const useLogout = () => {
  const trpc = useTRPC();
  const forgetSession = useForgetSession();
  return useMutation(trpc.session.logout.mutationOptions({ onSuccess: forgetSession }));
};
