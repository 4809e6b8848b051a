import { useUnreadCount } from '../../shared-member-centre/api/use-unread-count';
import type { TMemberCentreBadges } from '../../shared-member-centre/centre-pages';
import { useRewardsSummary } from '../../shared-rewards/api/use-rewards-summary';

/** The counts beside the navigation's pages: unread messages, rewards waiting to be claimed, missions whose reward waits. */
export const useCentreBadges = (): TMemberCentreBadges => {
  const summary = useRewardsSummary().data;
  return {
    messages: useUnreadCount(),
    rewards: summary?.availablePromoCount ?? 0,
    missions: summary?.claimableMissions ?? 0,
  };
};
