import { useEffect, useEffectEvent } from 'react';

/**
 * One clock tick a second, shared by everything on the page that moves on
 * its own (the clock, the jackpot, the banner carousel, the footer bars):
 * one timer however many of them are on show, and none while the tab is
 * hidden. Coming back to the tab ticks at once, so the clock is right.
 */
export const TICK_MS = 1000;

type TTickListener = (now: number) => void;

const listeners = new Set<TTickListener>();
let timer: number | undefined;

const tick = () => {
  const now = Date.now();
  for (const listener of [...listeners]) listener(now);
};

const isTabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Runs the timer exactly while someone listens and the tab is on show. */
const syncTimer = () => {
  const shouldRun = listeners.size > 0 && !isTabHidden();
  if (shouldRun && timer === undefined) timer = window.setInterval(tick, TICK_MS);
  if (!shouldRun && timer !== undefined) {
    window.clearInterval(timer);
    timer = undefined;
  }
};

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    syncTimer();
    if (!isTabHidden() && listeners.size > 0) tick();
  });
}

/** Calls `listener` with Date.now() on every shared tick; returns the unsubscribe. */
export const subscribeToTick = (listener: TTickListener): (() => void) => {
  listeners.add(listener);
  syncTimer();
  return () => {
    listeners.delete(listener);
    syncTimer();
  };
};

/** `onTick(now)` on every shared tick while `isActive` (on screen, motion wanted). */
export const useTick = (onTick: TTickListener, isActive: boolean) => {
  const onTickEvent = useEffectEvent(onTick);
  useEffect(() => (isActive ? subscribeToTick((now) => onTickEvent(now)) : undefined), [isActive]);
};

/**
 * `onDue()` once `nextWaitMs()` has passed, again and again, checked on the
 * shared tick (so a wait ends on the first tick at or after it). The wait
 * starts over whenever `isActive` turns on, `restartKey` changes or the tab
 * comes back from hidden (time nobody saw does not count).
 */
export const useEvery = (
  nextWaitMs: () => number,
  onDue: () => void,
  isActive: boolean,
  restartKey: unknown = null,
) => {
  const nextWaitEvent = useEffectEvent(nextWaitMs);
  const onDueEvent = useEffectEvent(onDue);
  useEffect(() => {
    if (!isActive) return undefined;
    let dueAt = Date.now() + nextWaitEvent();
    let lastTickAt = Date.now();
    return subscribeToTick((now) => {
      const wasStopped = now - lastTickAt > TICK_MS * 2;
      lastTickAt = now;
      if (wasStopped) dueAt = now + nextWaitEvent();
      if (now < dueAt) return;
      dueAt = now + nextWaitEvent();
      onDueEvent();
    });
  }, [isActive, restartKey]);
};
