import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport, kept in sync
 * while it scrolls in and out. Without IntersectionObserver (tests, very old
 * browsers) it answers true, so nothing waits for it.
 */
export const useInView = (ref: RefObject<Element | null>, rootMargin = '0px'): boolean => {
  const hasObserver = typeof IntersectionObserver === 'function';
  const [isInView, setInView] = useState(!hasObserver);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasObserver) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, hasObserver]);
  return isInView;
};
