import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCollectPageView } from './api/use-system-calls';

/**
 * Tells the upstream's analytics of each page the visitor opens (its path,
 * never its query or hash, which may carry tokens), through the gateway's
 * beacon. Analytics never disturb the visit: a beacon that fails is dropped.
 */
export const PageViewBeacon = () => {
  const collect = useCollectPageView();
  const { pathname } = useLocation();

  useEffect(() => collect(pathname), [collect, pathname]);

  return null;
};
