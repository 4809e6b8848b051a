import { MINOR_PER_MAJOR } from '@site/contracts/domain';

/** Round amounts offered as chips, in major units. */
const CANDIDATES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const MAX_CHIPS = 6;

/** The chips a channel offers: the round amounts inside its range, or its own limits when none fits. */
export const quickAmountsFor = (range: { min: number; max: number }): number[] => {
  const inside = CANDIDATES.map((major) => major * MINOR_PER_MAJOR).filter(
    (minor) => minor >= range.min && minor <= range.max,
  );
  return inside.length > 0 ? inside.slice(0, MAX_CHIPS) : [range.min, range.max].filter((m) => m > 0);
};
