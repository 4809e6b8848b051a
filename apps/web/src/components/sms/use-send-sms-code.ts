import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** What an SMS code is for; each purpose has its own procedure (and upstream path). */
export type TSmsPurpose = 'login' | 'register' | 'reset';

/** Sends an SMS code for login, registration or a password reset. */
export const useSendSmsCode = (purpose: TSmsPurpose) => {
  const trpc = useTRPC();
  const procedures = {
    login: trpc.session.sendLoginSms,
    register: trpc.account.sendRegisterSms,
    reset: trpc.account.sendResetSms,
  };
  return useMutation(procedures[purpose].mutationOptions());
};
