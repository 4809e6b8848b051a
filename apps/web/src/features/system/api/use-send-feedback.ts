import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Sends a feedback; nothing on the page reads it back, so nothing to refresh. */
export const useSendFeedback = () => {
  const trpc = useTRPC();
  return useMutation(trpc.system.sendFeedback.mutationOptions());
};
