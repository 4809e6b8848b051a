import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `wallet.balance`, the agent's main-wallet balance. */
export const useAgentBalance = () => {
  const trpc = useTRPC();
  return useQuery(trpc.wallet.balance.queryOptions());
};

/** `content.notices` (not the first-login ones), shown as the agents' announcements. */
export const useAgentNotices = () => {
  const trpc = useTRPC();
  return useQuery(trpc.content.notices.queryOptions({ firstLogin: false }));
};
