import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * `content.markRead` (some ids, or all): the answer is the new unread count,
 * written straight into the header's and the navigation's badge; the inbox reloads.
 */
export const useMarkRead = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.content.markRead.mutationOptions({
      onSuccess: async (result) => {
        queryClient.setQueryData(trpc.content.unreadCount.queryKey(), result);
        await Promise.all([
          queryClient.invalidateQueries(trpc.content.inbox.pathFilter()),
          queryClient.invalidateQueries(trpc.content.unreadCount.pathFilter()),
        ]);
      },
    }),
  );
};
