import { describe, expect, it } from 'vitest';
import { fairFloatStream } from '../fair-stream.js';
import { bookMargin } from '../odds.js';
import { COCKFIGHT_MARGIN, cockfightReturn, fightCard, playFight } from './rules.js';

describe('cockfight', () => {
  it('prices meron and wala with the margin and shows the card before the result', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const card = fightCard(fairFloatStream('table', 'DS88', nonce));
      expect(bookMargin([card.odds.meron, card.odds.wala])).toBeGreaterThanOrEqual(COCKFIGHT_MARGIN - 1e-9);
      expect(card.odds.draw).toBe(900);
      expect(card.meron).not.toBe(card.wala);
      // The card is the head of the same stream the fight is played from.
      expect(playFight(fairFloatStream('table', 'DS88', nonce)).card).toEqual(card);
    }
  });

  it('wins about as often as the odds say', () => {
    let meronWins = 0;
    let expected = 0;
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const fight = playFight(fairFloatStream('t', 'c', nonce));
      expected += fight.card.probabilities[0];
      if (fight.winner === 'meron') meronWins++;
    }
    expect(meronWins / expected).toBeCloseTo(1, 1);
  });

  it.each([
    ['meron wins at its odds', 'meron', 185, 'meron', 1850],
    ['meron loses', 'meron', 185, 'wala', 0],
    ['wala wins at its odds', 'wala', 210, 'wala', 2100],
    ['meron refunded on a draw', 'meron', 185, 'draw', 1000],
    ['wala refunded on a draw', 'wala', 210, 'draw', 1000],
    ['draw pays 8:1', 'draw', 900, 'draw', 9000],
    ['draw loses', 'draw', 900, 'meron', 0],
  ] as const)('%s', (_name, bet, odds, winner, expected) => {
    expect(cockfightReturn(bet, 1000, odds, winner)).toBe(expected);
  });
});
