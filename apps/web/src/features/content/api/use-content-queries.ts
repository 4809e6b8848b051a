import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

const POPUPS_STALE_MS = 5 * 60_000;

/** `content.downloads`, the app download links. */
export const useDownloads = () => {
  const trpc = useTRPC();
  return useQuery(trpc.content.downloads.queryOptions());
};

/** `content.inbox`, a tab of the member's messages, paged; the last page stays on screen while the next loads. */
export const useInbox = (input: { status: 'all' | 'unread' | 'read'; pageNo: number }) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.content.inbox.queryOptions(input), placeholderData: keepPreviousData });
};

/**
 * `content.popups` for the current visitor, once the session is known (with
 * the first-login ones when `firstLogin`). Keyed by viewer, so a login or
 * logout never shows the previous visitor's popups.
 */
export const usePopupAnnouncements = (firstLogin: boolean) => {
  const client = useTRPCClient();
  const { member, isPending } = useSession();
  return useQuery({
    queryKey: ['announcement-popups', member?.id ?? 'guest', firstLogin],
    queryFn: () => client.content.popups.query({ firstLogin }),
    enabled: !isPending,
    staleTime: POPUPS_STALE_MS,
  });
};
