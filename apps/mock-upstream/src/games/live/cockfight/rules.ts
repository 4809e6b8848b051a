import type { TFloatSource } from '../cards.js';
import { logistic, oddsFromProbabilities, pickByProbability } from '../odds.js';

/**
 * Sabong: two roosters, meron (the favourite's corner) and wala. Meron and
 * wala pay their odds and get their stake back on a draw; a draw bet pays
 * 8:1. A fight's odds come from the first floats of its seed and are shown
 * while bets are open; the winner from the next float, when the fight is on.
 */
export const COCKFIGHT_BETS = ['meron', 'wala', 'draw'] as const;
export type TCockfightBet = (typeof COCKFIGHT_BETS)[number];

export const DRAW_PROBABILITY = 0.04;
export const DRAW_RETURN = 900;
export const COCKFIGHT_MARGIN = 0.06;

const ROOSTER_NAMES = [
  'Red Hatch',
  'Kelso',
  'Sweater',
  'Roundhead',
  'Lemon',
  'Claret',
  'Grey',
  'Hatch Gold',
  'Radio',
  'Butcher',
  'Whitehackle',
  'Brown Red',
  'Asil',
  'Blueface',
  'Albany',
  'Pumpkin',
];

export type TFightCard = {
  meron: string;
  wala: string;
  /** True probabilities of meron, wala, draw. */
  probabilities: [number, number, number];
  /** Returns in hundredths per bet. */
  odds: Record<TCockfightBet, number>;
};

/** The fight's roosters and odds: meron is the stronger side. */
export const fightCard = (next: TFloatSource): TFightCard => {
  const meron = ROOSTER_NAMES[Math.floor(next() * ROOSTER_NAMES.length)]!;
  let wala = ROOSTER_NAMES[Math.floor(next() * ROOSTER_NAMES.length)]!;
  if (wala === meron) wala = `${wala} II`;
  const meronShare = logistic(next() * 1.2);
  const decisive = 1 - DRAW_PROBABILITY;
  const probabilities: [number, number, number] = [
    decisive * meronShare,
    decisive * (1 - meronShare),
    DRAW_PROBABILITY,
  ];
  // A draw refunds meron and wala, so their odds price the decisive outcome only.
  const [meronOdds, walaOdds] = oddsFromProbabilities([meronShare, 1 - meronShare], COCKFIGHT_MARGIN);
  return {
    meron,
    wala,
    probabilities,
    odds: { meron: meronOdds!, wala: walaOdds!, draw: DRAW_RETURN },
  };
};

export type TFightResult = { card: TFightCard; winner: TCockfightBet; durationSeconds: number };

/** The whole fight from its float stream: the card first, then the winner. */
export const playFight = (next: TFloatSource): TFightResult => {
  const card = fightCard(next);
  const winner = COCKFIGHT_BETS[pickByProbability(card.probabilities, next())]!;
  return { card, winner, durationSeconds: 20 + Math.floor(next() * 280) };
};

/** What a bet returns (stake included; 0 = lost). */
export const cockfightReturn = (
  bet: TCockfightBet,
  stakeMinor: number,
  oddsHundredths: number,
  winner: TCockfightBet,
): number => {
  if (bet === 'draw') return winner === 'draw' ? Math.floor((stakeMinor * DRAW_RETURN) / 100) : 0;
  if (winner === 'draw') return stakeMinor;
  return winner === bet ? Math.floor((stakeMinor * oddsHundredths) / 100) : 0;
};
