import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/**
 * `rewards.summary` (VIP rank, the reward and mission badge counts) for a real
 * member; a trial session is refused by the rewards group, so nothing loads for it.
 */
export const useRewardsSummary = () => {
  const trpc = useTRPC();
  const { member } = useSession();
  const isRealMember = member !== null && !member.isTrial;
  return useQuery({ ...trpc.rewards.summary.queryOptions(), enabled: isRealMember });
};
