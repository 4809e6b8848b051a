import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** `live.serviceScript`, the chat room's greeting. */
export const useServiceScript = () => {
  const trpc = useTRPC();
  return useQuery(trpc.live.serviceScript.queryOptions());
};

/** `live.imUrl`, the instant-messaging link. */
export const useImUrl = () => {
  const trpc = useTRPC();
  return useQuery(trpc.live.imUrl.queryOptions());
};

/** `live.topics`, what a chat can be about. */
export const useChatTopics = () => {
  const trpc = useTRPC();
  return useQuery(trpc.live.topics.queryOptions());
};

/** `live.permission`, whether the member may chat; asked only while the room is open. */
export const useChatPermission = (open: boolean) => {
  const trpc = useTRPC();
  return useQuery({ ...trpc.live.permission.queryOptions(), enabled: open });
};
