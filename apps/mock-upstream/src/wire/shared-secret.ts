import { timingSafeEqual } from 'node:crypto';

/** A shared secret header compared in constant time; a missing one never matches. */
export const isSameSecret = (given: string | undefined, expected: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
