import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.sendRegisterMail`, the registration code by email. */
export const useSendRegisterMail = () => {
  const trpc = useTRPC();
  return useMutation(trpc.account.sendRegisterMail.mutationOptions());
};
