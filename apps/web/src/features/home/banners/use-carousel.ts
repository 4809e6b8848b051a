import { useCallback, useState } from 'react';
import { useEvery } from '../../../lib/ticker';

/** Spec section 2: a home banner stays 5 s, then the next one fades in over 1 s. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 1000;

type TCarouselOptions = {
  count: number;
  /** Hovered or focused (the visitor is looking) or off screen: the banners hold still. */
  isPaused: boolean;
  /** prefers-reduced-motion: no autoplay (the visitor moves on with the dots). */
  isReducedMotion: boolean;
};

/**
 * The slide index of the home carousel. It loops (last → first and back)
 * and plays by itself only with more than one banner; any move restarts
 * the 5 s wait, counted on the shared tick (lib/ticker) and only while the
 * tab is on show.
 */
export const useCarousel = ({ count, isPaused, isReducedMotion }: TCarouselOptions) => {
  const [rawIndex, setIndex] = useState(0);
  const canLoop = count > 1;
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const isAutoplaying = canLoop && !isPaused && !isReducedMotion;

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(canLoop ? ((target % count) + count) % count : Math.max(0, Math.min(target, count - 1)));
    },
    [count, canLoop],
  );

  useEvery(
    () => CAROUSEL_AUTOPLAY_MS,
    () => goTo(index + 1),
    isAutoplaying,
    index,
  );

  return {
    index,
    canLoop,
    isAutoplaying,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
};
