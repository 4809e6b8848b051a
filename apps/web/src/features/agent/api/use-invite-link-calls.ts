import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

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
