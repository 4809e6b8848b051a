import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPopup } from '@site/contracts/api';
import { useSession } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

type TReadable = Pick<TPopup, 'id' | 'isRead'>;
type TNoticeList = { items: TPopup[] };

/**
 * A member's reading of popups and notices (`content.markAnnouncementsRead`).
 * `isUnread` is true only for a member's items not read yet (a guest's
 * reading is not kept, so guests see no marks); `markRead` records an opened
 * item once, and it shows read at once, here and in the notice list.
 */
export const useAnnouncementReading = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { member } = useSession();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const mark = useMutation(
    trpc.content.markAnnouncementsRead.mutationOptions({
      onSuccess: ({ ids }) =>
        queryClient.setQueriesData<TNoticeList>(
          trpc.content.notices.pathFilter(),
          (list) =>
            list && {
              items: list.items.map((item) => (ids.includes(item.id) ? { ...item, isRead: true } : item)),
            },
        ),
      // Not kept upstream: the item shows unread again, and is sent again when next opened.
      onError: (_error, { ids }) =>
        setReadIds((current) => new Set([...current].filter((id) => !ids.includes(id)))),
    }),
  );
  const isUnread = (item: TReadable) => member !== null && !item.isRead && !readIds.has(item.id);
  const markRead = (item: TReadable) => {
    if (!isUnread(item)) return;
    setReadIds((current) => new Set(current).add(item.id));
    mark.mutate({ ids: [item.id] });
  };
  return { isUnread, markRead };
};
