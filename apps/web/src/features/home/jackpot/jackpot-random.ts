import { LIMITS, MINOR_PER_MAJOR } from '@site/contracts/domain';

/** A source of numbers in [0, 1), like Math.random; tests pass their own. */
export type TRandom = () => number;

const { jackpot } = LIMITS;

/** A whole number from min to max, both included. */
const between = (min: number, max: number, random: TRandom) => min + Math.floor(random() * (max - min + 1));

/** The opening amount in minor units: 11e9 to 12e9 with two decimals (docs/product.md §9). */
export const jackpotStartMinor = (random: TRandom = Math.random): number =>
  between(jackpot.startMin * MINOR_PER_MAJOR, jackpot.startMax * MINOR_PER_MAJOR, random);

/** One rise in minor units: 100 to 500. */
export const jackpotStepMinor = (random: TRandom = Math.random): number =>
  between(jackpot.stepMin * MINOR_PER_MAJOR, jackpot.stepMax * MINOR_PER_MAJOR, random);

/** The wait before the next rise: 3 to 5 seconds. */
export const jackpotDelayMs = (random: TRandom = Math.random): number =>
  between(jackpot.tickMinMs, jackpot.tickMaxMs, random);
