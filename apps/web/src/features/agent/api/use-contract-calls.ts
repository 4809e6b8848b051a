import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

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
