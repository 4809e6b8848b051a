import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver (jsdom has none): every observed element
 * starts off screen, and `setInView` scrolls them all in or out at once.
 * Undo with vi.unstubAllGlobals().
 */
export const installFakeViewport = () => {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set<Element>() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    setInView: (isIntersecting: boolean) =>
      act(() => {
        for (const { callback, elements } of [...observers]) {
          const entries = [...elements].map(
            (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      }),
  };
};

/** Hides or shows the tab, as switching tabs or minimising the window does. */
export const setTabHidden = (isHidden: boolean) =>
  act(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Makes `prefers-reduced-motion: reduce` match (and nothing else). Undo with vi.unstubAllGlobals(). */
export const preferReducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
