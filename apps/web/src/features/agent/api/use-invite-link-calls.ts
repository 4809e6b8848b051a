import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `agent.inviteLinks`, the agent's invite links. */
export const useInviteLinks = () => {
  const trpc = useTRPC();
  return useQuery(trpc.agent.inviteLinks.queryOptions());
};

/** `agent.createInviteLink` and `agent.deleteInviteLink`; either way the list of links reloads. */
export const useInviteLinkCalls = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.agent.inviteLinks.pathFilter());
  return {
    create: useMutation(trpc.agent.createInviteLink.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.agent.deleteInviteLink.mutationOptions({ onSuccess })),
  };
};
