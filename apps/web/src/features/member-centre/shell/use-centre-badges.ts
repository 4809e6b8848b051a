import { useQuery } from '@tanstack/react-query';
import type { TMemberCentreBadges } from '../../../lib/member-centre/centre-pages';
import { useUnreadCount } from '../../../lib/member-centre/use-unread-count';
import { useTRPC } from '../../../lib/trpc';

/** The counts beside the navigation's pages: unread messages, rewards waiting to be claimed. */
export const useCentreBadges = (): TMemberCentreBadges => ({
  messages: useUnreadCount(),
  rewards: useQuery(useTRPC().rewards.summary.queryOptions()).data?.availablePromoCount,
});
