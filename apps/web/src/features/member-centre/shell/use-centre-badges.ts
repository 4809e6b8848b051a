import type { TMemberCentreBadges } from '../../../lib/member-centre/centre-pages';
import { useUnreadCount } from '../../../lib/member-centre/use-unread-count';

/** The counts beside the navigation's pages: unread messages now; missions and rewards arrive with their issues. */
export const useCentreBadges = (): TMemberCentreBadges => ({ messages: useUnreadCount() });
