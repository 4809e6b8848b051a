import { useLocation } from 'react-router-dom';
import { AnnouncementPopups } from '../features/content/announcements/announcement-popups';
import { useAuthDialogs } from '../lib/auth/auth-dialogs-context';
import { paths } from '../lib/paths';

/** Dialog routes whose dialog takes the screen. */
const DIALOG_ROUTES: readonly string[] = [paths.login.path, paths.register.path];

/** Announcement popups, held back while a login, register or account dialog is on screen. */
export const PopupLayer = () => {
  const { active } = useAuthDialogs();
  const { pathname } = useLocation();
  return <AnnouncementPopups isPaused={active !== null || DIALOG_ROUTES.includes(pathname)} />;
};
