import { useRef, useState } from 'react';
import { TICK_MS, useTick } from '../../../lib/ticker';
import { useInView } from '../../../lib/use-in-view';
import { formatClock } from './clock-format';

/** Spec section 9: the clock moves on every second (the shared tick). */
export const CLOCK_TICK_MS = TICK_MS;

/**
 * The live clock beside the notices; on its own so only it re-renders each
 * second, and only while it is on screen.
 */
export const LiveClock = ({ className }: { className?: string }) => {
  const clock = useRef<HTMLTimeElement>(null);
  const [now, setNow] = useState(() => Date.now());
  useTick(setNow, useInView(clock));
  return (
    // A server-rendered page's clock is a moment old when the browser takes over; the next tick sets it.
    <time
      ref={clock}
      className={className}
      dateTime={new Date(now).toISOString()}
      data-testid="home-clock"
      suppressHydrationWarning
    >
      {formatClock(now)}
    </time>
  );
};
