import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuthDialogs } from '../features/shared-auth/auth-dialogs-context';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { useWhenIdle } from '../lib/use-when-idle';

/* Popups open over the page once it is up, so their code loads after the first paint. */
const AnnouncementPopups = lazy(() =>
  import('../features/content/announcements/announcement-popups').then((module) => ({
    default: module.AnnouncementPopups,
  })),
);
/* Only agents ever load the contract popup. */
const ContractPopup = lazy(() =>
  import('../features/agent/contract-popup/contract-popup').then((module) => ({
    default: module.ContractPopup,
  })),
);

/** Dialog routes whose dialog takes the screen. */
const DIALOG_ROUTES: readonly string[] = [paths.login.path, paths.register.path];

/**
 * Announcement popups and, for an agent, the contract popup, held back while
 * a login, register or account dialog is on screen, and until the page is
 * up and idle (a dialog freezes the page's scroll and draws it again).
 */
export const PopupLayer = () => {
  const { active } = useAuthDialogs();
  const { pathname } = useLocation();
  const { member } = useSession();
  const isIdle = useWhenIdle();
  const isPaused = active !== null || DIALOG_ROUTES.includes(pathname);
  if (!isIdle) return null;
  return (
    <>
      <Suspense fallback={null}>
        <AnnouncementPopups isPaused={isPaused} />
      </Suspense>
      {member?.isAgent && (
        <Suspense fallback={null}>
          <ContractPopup key={member.id} isPaused={isPaused} />
        </Suspense>
      )}
    </>
  );
};
