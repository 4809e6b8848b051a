import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDownlinesInput } from '@site/contracts/api';
import { useTRPC } from '../../../lib/trpc';

/** `agent.downlines`, filtered and paged; the last page stays on screen while the next loads. */
export const useDownlines = (input: TDownlinesInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.downlines.queryOptions(input), placeholderData: keepPreviousData });
};

/** `agent.downline`, one downline with the rebates it may be given. */
export const useDownline = (memberId: string) => {
  const trpc = useTRPC();
  return useQuery(trpc.agent.downline.queryOptions({ memberId }));
};

/** The direct downlines that are agents (the first 50), whom a contract can be offered to. */
export const useDirectDownlineAgents = () => {
  const trpc = useTRPC();
  return useQuery(
    trpc.agent.downlines.queryOptions(
      { directOnly: true, pageSize: 50 },
      {
        select: (page) => page.rows.filter((row) => row.isAgent),
      },
    ),
  );
};
