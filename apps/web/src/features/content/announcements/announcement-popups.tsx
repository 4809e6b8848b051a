import { lazy, Suspense, useReducer, useState } from 'react';
import type { TPopup } from '@site/contracts/api';
import { useSession } from '../../../lib/session';
import { clearFirstLogin, useIsFirstLogin } from '../../shared-auth/first-login';
import { usePopupAnnouncements } from '../api/use-content-queries';
import { closedPopupIds, markPopupsClosed } from './closed-popups';

const AnnouncementPopupModal = lazy(() =>
  import('./announcement-popup-modal').then((module) => ({ default: module.AnnouncementPopupModal })),
);

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
  const { member } = useSession();
  const isFirstLogin = useIsFirstLogin();
  const audience = member ? 'member' : 'guest';
  const firstLogin = member !== null && isFirstLogin;
  const popups = usePopupAnnouncements(firstLogin);
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
