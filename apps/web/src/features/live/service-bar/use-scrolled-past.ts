import { useSyncExternalStore } from 'react';

/** Whether the page is scrolled further down than `offset` pixels, kept in sync with scrolling. */
export const useScrolledPast = (offset: number): boolean =>
  useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > offset,
    () => false,
  );
