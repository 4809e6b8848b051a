import { useState } from 'react';
import { useTick } from '../../../lib/ticker';

/** The time now, moving on the shared one-second tick (countdowns). */
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useTick(setNow, true);
  return now;
};
