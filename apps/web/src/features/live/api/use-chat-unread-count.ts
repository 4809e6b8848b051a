import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/**
 * Support's replies the member has not read, for the live-chat badge: asked
 * once for a real member, then kept by the `live:unread` socket event
 * (app/live-updates.tsx). 0 for visitors and trial accounts, who cannot chat.
 */
export const useChatUnreadCount = (): number => {
  const trpc = useTRPC();
  const { member } = useSession();
  const canChat = member !== null && !member.isTrial;
  const unread = useQuery({ ...trpc.live.unreadCount.queryOptions(), enabled: canChat });
  return canChat ? (unread.data?.count ?? 0) : 0;
};
