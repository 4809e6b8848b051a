import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/** The inbox's unread count; trial members have no inbox, so nothing loads for them (docs/product.md §4). */
export const useUnreadCount = (): number => {
  const trpc = useTRPC();
  const { member } = useSession();
  const isRealMember = member !== null && !member.isTrial;
  const unread = useQuery({ ...trpc.content.unreadCount.queryOptions(), enabled: isRealMember });
  return isRealMember ? (unread.data?.count ?? 0) : 0;
};
