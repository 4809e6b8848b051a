/** Bet levels (minor units) offered by default: whole currency units from the game's minimum bet. */
const DEFAULT_BET_LEVELS_MINOR = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const BET_LEVEL_COUNT = 7;

export const defaultBetLevels = (minBetMinor: number, levels = DEFAULT_BET_LEVELS_MINOR): number[] => {
  const offered = levels.filter((level) => level >= minBetMinor);
  return (offered.length > 0 ? offered : [Math.ceil(minBetMinor / 100) * 100]).slice(0, BET_LEVEL_COUNT);
};
