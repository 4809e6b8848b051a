import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** What an SMS code is for; each purpose has its own procedure (and upstream path). */
export type TSmsPurpose = 'login' | 'register' | 'reset' | 'bindMobile';

/** Sends an SMS code for login, registration, a password reset or binding the member's number. */
export const useSendSmsCode = (purpose: TSmsPurpose) => {
  const trpc = useTRPC();
  const procedures = {
    login: trpc.session.sendLoginSms,
    register: trpc.account.sendRegisterSms,
    reset: trpc.account.sendResetSms,
    bindMobile: trpc.account.sendMobileSms,
  };
  return useMutation(procedures[purpose].mutationOptions());
};
