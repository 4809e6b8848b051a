import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in sync with the window.
 * Without matchMedia (tests, very old browsers) it answers `fallback`.
 */
export const useMediaQuery = (query: string, fallback: boolean): boolean =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );

/** Below this width the header folds its login form into a "Log in" button. */
export const WIDE_HEADER_QUERY = '(min-width: 900px)';
