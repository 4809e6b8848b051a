import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTRPCClient } from '../../lib/trpc';

/**
 * Tells the upstream's analytics of each page the visitor opens (its path,
 * never its query or hash, which may carry tokens), through the gateway's
 * beacon. Analytics never disturb the visit: a beacon that fails is dropped.
 */
export const PageViewBeacon = () => {
  const trpcClient = useTRPCClient();
  const { pathname } = useLocation();

  useEffect(() => {
    trpcClient.system.collect.mutate({ path: pathname }).catch(() => undefined);
  }, [trpcClient, pathname]);

  return null;
};
