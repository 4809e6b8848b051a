import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is in the viewport, kept in sync while it scrolls in
 * and out. Without IntersectionObserver (tests, very old browsers) it
 * answers true, so nothing waits for it.
 */
export const useInView = (ref: RefObject<Element | null>): boolean => {
  const hasObserver = typeof IntersectionObserver === 'function';
  const [isInView, setInView] = useState(!hasObserver);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasObserver) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasObserver]);
  return isInView;
};
