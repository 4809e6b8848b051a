import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { helpTopicsQuery } from './help-topics-query';

/** `system.template`, the merchant template (its theme colour), asked once the site is open and kept. */
export const useTemplate = (isOpen: boolean) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.system.template.queryOptions(), enabled: isOpen, staleTime: Infinity });
};

/** `system.location`, where the visitor is seen from. */
export const useLocationInfo = () => {
  const trpc = useTRPC();
  return useQuery(trpc.system.location.queryOptions());
};

/** The help centre's topics. */
export const useHelpTopics = () => {
  const trpc = useTRPC();
  return useQuery(helpTopicsQuery(trpc));
};

/** `system.collect`, the analytics beacon of a page view; a beacon that fails is dropped. */
export const useCollectPageView = () => {
  const trpcClient = useTRPCClient();
  return useCallback(
    (path: string) => void trpcClient.system.collect.mutate({ path }).catch(() => undefined),
    [trpcClient],
  );
};
