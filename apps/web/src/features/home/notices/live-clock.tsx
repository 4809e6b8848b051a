import { useEffect, useState } from 'react';
import { formatClock } from './clock-format';

/** Spec section 9: the clock moves on every second. */
export const CLOCK_TICK_MS = 1000;

/** The current time, re-read every `intervalMs`. */
const useNow = (intervalMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};

/** The live clock beside the notices; on its own so only it re-renders each second. */
export const LiveClock = ({ className }: { className?: string }) => {
  const now = useNow(CLOCK_TICK_MS);
  return (
    <time className={className} dateTime={new Date(now).toISOString()} data-testid="home-clock">
      {formatClock(now)}
    </time>
  );
};
