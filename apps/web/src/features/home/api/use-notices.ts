import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useTRPCClient } from '../../../lib/trpc';

const NOTICES_STALE_MS = 5 * 60_000;

/**
 * The notices (type PL) of the home marquee for the current visitor. Keyed
 * by viewer, so a login or logout never shows the previous visitor's
 * notices; a language change refetches everything.
 */
export const useNotices = () => {
  const client = useTRPCClient();
  const { member, isPending } = useSession();
  return useQuery({
    queryKey: ['home-notices', member?.id ?? 'guest'],
    queryFn: () => client.content.notices.query({ firstLogin: false }),
    enabled: !isPending,
    staleTime: NOTICES_STALE_MS,
    select: (data) => data.items,
  });
};
