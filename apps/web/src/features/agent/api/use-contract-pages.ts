import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useFlag } from '../../../lib/site-status';
import { useTRPC } from '../../../lib/trpc';
import { CONTRACT_PAGE_FLAGS, type TContractPage } from '../centre/agent-centre-pages';

const CONTRACT_PAGES = Object.keys(CONTRACT_PAGE_FLAGS) as TContractPage[];

/**
 * The contract pages this agent has: those whose `wallet.consolidated` value
 * is 1. The consolidated values load only when AGENTPOLICY3 is on and the
 * member is not trial (docs/product.md §4); until then, none.
 */
export const useContractPages = (): ReadonlySet<TContractPage> => {
  const trpc = useTRPC();
  const { member } = useSession();
  const hasAgentPolicy = useFlag('AGENTPOLICY3');
  const consolidated = useQuery({
    ...trpc.wallet.consolidated.queryOptions(),
    enabled: hasAgentPolicy && member !== null && !member.isTrial,
  });
  const values = consolidated.data;
  return new Set(values ? CONTRACT_PAGES.filter((page) => values[CONTRACT_PAGE_FLAGS[page]] === 1) : []);
};
