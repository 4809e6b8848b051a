import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `account.profile`, the member's profile fields. */
export const useProfile = () => {
  const trpc = useTRPC();
  return useQuery(trpc.account.profile.queryOptions());
};

/** `account.security`, the member's security items. */
export const useSecurityItems = () => {
  const trpc = useTRPC();
  return useQuery(trpc.account.security.queryOptions());
};

/** `account.avatar`, the member's avatar and the set to choose from. */
export const useAvatar = () => {
  const trpc = useTRPC();
  return useQuery(trpc.account.avatar.queryOptions());
};
