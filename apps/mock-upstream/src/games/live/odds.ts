/**
 * Decimal odds in hundredths (185 = 1.85) from true probabilities and a
 * bookmaker's margin: each implied probability is the true one scaled by
 * (1 + margin), and odds are rounded down, so the book never gives more.
 */
export const MIN_ODDS = 101;

export const oddsFromProbabilities = (probabilities: readonly number[], margin: number): number[] =>
  probabilities.map((probability) => Math.max(MIN_ODDS, Math.floor(100 / (probability * (1 + margin)))));

/** The overround of a market: the implied probabilities' sum minus one. */
export const bookMargin = (oddsHundredths: readonly number[]): number =>
  oddsHundredths.reduce((sum, odds) => sum + 100 / odds, 0) - 1;

/** What a winning stake returns at these odds (stake included), rounded down. */
export const returnAtOdds = (stakeMinor: number, oddsHundredths: number): number =>
  Math.floor((stakeMinor * oddsHundredths) / 100);

/** Index of the outcome a uniform float falls in, given probabilities that sum to 1. */
export const pickByProbability = (probabilities: readonly number[], float: number): number => {
  let cumulative = 0;
  for (let index = 0; index < probabilities.length; index++) {
    cumulative += probabilities[index]!;
    if (float < cumulative) return index;
  }
  return probabilities.length - 1;
};

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
