import { startTransition, useEffect, useState } from 'react';

/** A busy page still gets its deferred parts this soon. */
const IDLE_TIMEOUT_MS = 1500;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: the next task, after the current render's work.
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
};

/**
 * False on the server, while hydrating and on the first render in the
 * browser; true once the browser has had an idle moment after that, switched
 * in a transition. For parts nobody needs for the first screen (live
 * updates, the floating service bar, popups): each mounts in a task of its
 * own instead of in the one that takes over a server-rendered page, so the
 * page answers input sooner (issue 29's total blocking time).
 */
export const useWhenIdle = (): boolean => {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIsIdle(true))), []);
  return isIdle;
};
