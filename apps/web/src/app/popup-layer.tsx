import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthDialogs } from '../lib/auth/auth-dialogs-context';
import { paths } from '../lib/paths';

/* Popups open over the page once it is up, so their code loads after the first paint. */
const AnnouncementPopups = lazy(() =>
  import('../features/content/announcements/announcement-popups').then((module) => ({
    default: module.AnnouncementPopups,
  })),
);

/** Dialog routes whose dialog takes the screen. */
const DIALOG_ROUTES: readonly string[] = [paths.login.path, paths.register.path];

/** Announcement popups, held back while a login, register or account dialog is on screen. */
export const PopupLayer = () => {
  const { active } = useAuthDialogs();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <AnnouncementPopups isPaused={active !== null || DIALOG_ROUTES.includes(pathname)} />
    </Suspense>
  );
};
