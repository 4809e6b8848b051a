import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A numeric code from the system's CSPRNG, leading zeros kept. */
export const randomDigitCode = (length = 6): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');

/** Compares two secrets in constant time; hashing first makes their lengths equal. */
export const isSameSecret = (expected: string, given: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(expected).digest(),
    createHash('sha256').update(given).digest(),
  );
