import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useReducer, useState } from 'react';
import type { TPopup } from '@site/contracts/api';
import { useSession } from '../../../lib/session';
import { useTRPCClient } from '../../../lib/trpc';
import { clearFirstLogin, useIsFirstLogin } from '../../shared-auth/first-login';
import { closedPopupIds, markPopupsClosed } from './closed-popups';

const AnnouncementPopupModal = lazy(() =>
  import('./announcement-popup-modal').then((module) => ({ default: module.AnnouncementPopupModal })),
);

const POPUPS_STALE_MS = 5 * 60_000;

const idsOf = (items: readonly TPopup[]) => items.map((item) => item.id).join(',');

type TAnnouncementPopupsProps = {
  /** While another dialog has the screen (login, change password...), popups wait their turn. */
  isPaused: boolean;
};

/**
 * The popup announcements (docs/product.md §4): guests see execution B, members
 * A, plus F right after their first login. They load on start and whenever
 * the login state or the language changes; what a visitor closes stays closed
 * for the session.
 */
export const AnnouncementPopups = ({ isPaused }: TAnnouncementPopupsProps) => {
  const client = useTRPCClient();
  const { member, isPending } = useSession();
  const isFirstLogin = useIsFirstLogin();
  const audience = member ? 'member' : 'guest';
  const firstLogin = member !== null && isFirstLogin;
  // Keyed by viewer, so a login or logout never shows the previous visitor's popups.
  const popups = useQuery({
    queryKey: ['announcement-popups', member?.id ?? 'guest', firstLogin],
    queryFn: () => client.content.popups.query({ firstLogin }),
    enabled: !isPending,
    staleTime: POPUPS_STALE_MS,
  });
  // The markers live in sessionStorage; closing re-renders so they are read again.
  const [, rereadMarkers] = useReducer((count: number) => count + 1, 0);
  const [shown, setShown] = useState<readonly TPopup[]>([]);

  const closed = closedPopupIds(audience);
  const pending = (popups.data?.items ?? []).filter((item) => !closed.has(item.id));
  const isOpen = !isPaused && pending.length > 0;
  // The modal keeps the items it showed while it fades out.
  if (isOpen && idsOf(pending) !== idsOf(shown)) setShown(pending);

  const onClose = () => {
    markPopupsClosed(
      audience,
      shown.map((item) => item.id),
    );
    if (firstLogin) clearFirstLogin();
    rereadMarkers();
  };

  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupModal key={idsOf(shown)} open={isOpen} items={shown} onClose={onClose} />
    </Suspense>
  );
};
