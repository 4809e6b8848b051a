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

/** Visitors who asked for less motion: nothing scrolls, spins or plays by itself. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Below this width the menu moves under the header and the session area turns compact. */
export const WIDE_HEADER_QUERY = '(min-width: 900px)';

/**
 * Below this width the header folds its login form (with the username/SMS
 * switch, it needs the full content column) into a "Log in" button.
 */
export const INLINE_LOGIN_QUERY = '(min-width: 1240px)';
