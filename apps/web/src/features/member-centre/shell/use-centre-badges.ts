import type { TMemberCentreBadges } from '../../../lib/member-centre/centre-pages';
import { useUnreadCount } from '../../../lib/member-centre/use-unread-count';
import { useRewardsSummary } from '../../../lib/rewards/use-rewards-summary';

/** The counts beside the navigation's pages: unread messages, rewards waiting to be claimed, missions whose reward waits. */
export const useCentreBadges = (): TMemberCentreBadges => {
  const summary = useRewardsSummary().data;
  return {
    messages: useUnreadCount(),
    rewards: summary?.availablePromoCount ?? 0,
    missions: summary?.claimableMissions ?? 0,
  };
};
