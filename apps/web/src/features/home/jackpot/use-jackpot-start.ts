import { useState } from 'react';
import { useJackpot } from '../api/use-home-queries';
import { jackpotStartMinor } from './jackpot-random';

/**
 * Where the home jackpot starts: the server's pool (`content.jackpot`, asked
 * once per visit: the counter rises on its own from there). Should the server
 * not answer, the counter still runs from a start drawn as docs/product.md §9
 * first described it; undefined while loading.
 */
export const useJackpotStart = (): number | undefined => {
  const jackpot = useJackpot();
  const [drawnStart] = useState(() => jackpotStartMinor());
  if (jackpot.data) return jackpot.data.amountMinor;
  return jackpot.isError ? drawnStart : undefined;
};
