import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (the lobby's search box). */
export const useDebouncedValue = <TValue>(value: TValue, delayMs: number): TValue => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
