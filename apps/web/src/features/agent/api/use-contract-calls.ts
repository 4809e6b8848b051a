import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettlementsInput } from '@site/contracts/api';
import type { TContractType } from '@site/contracts/domain';
import { useTRPC } from '../../../lib/trpc';

/** `agent.contractInfo`: the agent's contract of a type, those waiting and the downlines'. */
export const useContractInfo = (contractType: TContractType) => {
  const trpc = useTRPC();
  return useQuery(trpc.agent.contractInfo.queryOptions({ contractType }));
};

/** `agent.currentSettlement`, the current period of a contract type so far. */
export const useCurrentSettlement = (contractType: TContractType) => {
  const trpc = useTRPC();
  return useQuery(trpc.agent.currentSettlement.queryOptions({ contractType }));
};

/** `agent.contractRequests`: contracts offered to or by the agent (of one type, or all). */
export const useContractRequests = (contractType?: TContractType) => {
  const trpc = useTRPC();
  return useQuery(trpc.agent.contractRequests.queryOptions(contractType ? { contractType } : {}));
};

/* Paged lists: the last page stays on screen while the next loads. */

/** `agent.contractHistory` of a contract type. */
export const useContractHistory = (contractType: TContractType, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.contractHistory.queryOptions({ contractType, pageNo }),
    placeholderData: keepPreviousData,
  });
};

/** `agent.settlements` of a contract type over a range. */
export const useSettlements = (input: TSettlementsInput) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.settlements.queryOptions(input), placeholderData: keepPreviousData });
};

/** `agent.downlineDividends` over a range. */
export const useDownlineDividends = (range: { startDate: string; endDate: string }, pageNo: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.downlineDividends.queryOptions({ ...range, pageNo }),
    placeholderData: keepPreviousData,
  });
};

/** Every query a contract's change can alter: the contract pages, requests, history and which pages show. */
export const useInvalidateContracts = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.agent.contractInfo.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.contractRequests.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.contractHistory.pathFilter()),
      queryClient.invalidateQueries(trpc.agent.currentSettlement.pathFilter()),
      queryClient.invalidateQueries(trpc.wallet.consolidated.pathFilter()),
    ]);
};

/** `agent.processContract` (accept, reject, ask to end) and `agent.offerContract`, each reloading the contracts. */
export const useContractCalls = () => {
  const trpc = useTRPC();
  const onSuccess = useInvalidateContracts();
  return {
    process: useMutation(trpc.agent.processContract.mutationOptions({ onSuccess })),
    offer: useMutation(trpc.agent.offerContract.mutationOptions({ onSuccess })),
  };
};
