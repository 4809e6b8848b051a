import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../lib/paths';

/** The login and register routes are dialogs over the home page, not pages of their own. */
const OVERLAY_PATHS: readonly string[] = [paths.login.path, paths.register.path];

/** Lazily loaded pages render their anchors a little later, so the hash target is looked for a while. */
const HASH_LOOKUP_INTERVAL_MS = 100;
const HASH_LOOKUP_ATTEMPTS = 30;

/**
 * Scrolls to the element named by the hash, or smoothly to the top when the
 * page changes. Opening or closing a dialog route keeps the page where it is,
 * so the dialog can restore the scroll position it froze.
 */
export const ScrollManager = () => {
  const { pathname, hash } = useLocation();
  const page = OVERLAY_PATHS.includes(pathname) ? paths.home.path : pathname;

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      attempts += 1;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || attempts >= HASH_LOOKUP_ATTEMPTS) window.clearInterval(timer);
    }, HASH_LOOKUP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [page, hash]);

  return null;
};
