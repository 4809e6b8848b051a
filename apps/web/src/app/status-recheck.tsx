import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTRPC } from '../lib/trpc';

/**
 * A call that failed may have met maintenance or a region block that no push
 * has told of yet (docs/decisions/0019-site-status-push.md): the next
 * navigation after it reads the site status again, and the start-up gate
 * shows what it answers.
 */
export const StatusRecheck = () => {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();

  useEffect(() => {
    const statusKey = trpc.system.status.queryKey();
    const readAt = queryClient.getQueryState(statusKey)?.dataUpdatedAt ?? 0;
    const hasQueryFailed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.errorUpdatedAt > readAt);
    const hasMutationFailed = queryClient
      .getMutationCache()
      .getAll()
      .some((mutation) => mutation.state.status === 'error' && mutation.state.submittedAt > readAt);
    if (hasQueryFailed || hasMutationFailed) void queryClient.invalidateQueries({ queryKey: statusKey });
  }, [pathname, search, queryClient, trpc]);

  return null;
};
