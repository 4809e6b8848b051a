import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { TSiteStatus } from '@site/contracts/api';
import type { TWhitelabelFlag } from '@site/contracts/domain';
import { useTRPC } from './trpc';

/** The status query itself, for the start-up gate that waits on it. */
export const useSiteStatusQuery = () => {
  const trpc = useTRPC();
  return useQuery(trpc.system.status.queryOptions());
};

/**
 * The merchant's status and configuration. Only rendered below the start-up
 * gate, which has already loaded it, so this never suspends in practice.
 */
export const useSiteStatus = (): TSiteStatus => {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.system.status.queryOptions()).data;
};

/** Whether a whitelabel flag (USERNAMEREG3, DIRECTREG3, ...) is switched on. */
export const useFlag = (flag: TWhitelabelFlag): boolean => useSiteStatus().flags[flag] === true;
