/**
 * A small seeded generator (mulberry32), so the catalogue, its hot list and
 * the seeded rounds come out the same on every seeding (never Math.random).
 */
export type TRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with this probability. */
  chance: (probability: number) => boolean;
  /** A new array in a seeded order. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** `bytes` pseudo-random bytes in hex. */
  hex: (bytes: number) => string;
};

export const seededRandom = (seed: number): TRandom => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  const hex = (bytes: number): string =>
    Array.from({ length: bytes }, () =>
      Math.floor(next() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
  return { next, int, pick, chance: (probability) => next() < probability, shuffle, hex };
};
