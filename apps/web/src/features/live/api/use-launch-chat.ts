import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `live.launchChat`: the chat page of a topic, for the chat-room modal's frame. */
export const useLaunchChat = () => {
  const trpc = useTRPC();
  return useMutation(trpc.live.launchChat.mutationOptions());
};
