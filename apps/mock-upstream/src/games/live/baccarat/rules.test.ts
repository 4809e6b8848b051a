import { describe, expect, it } from 'vitest';
import type { TCard, TSuit } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import {
  baccaratReturn,
  dealCoup,
  doesBankerDraw,
  handTotal,
  playCoup,
  type TBaccaratCoup,
} from './rules.js';

const card = (rank: number, suit: TSuit = 'S'): TCard => ({ rank, suit });
/** Shoe order: P1 B1 P2 B2 then thirds. */
const shoe = (...ranks: number[]): TCard[] => ranks.map((rank, index) => card(rank, index % 2 ? 'H' : 'S'));

describe('baccarat totals', () => {
  it.each([
    [[1, 2], 3],
    [[9, 9], 8],
    [[10, 13], 0],
    [[7, 12, 5], 2],
  ])('%j totals %i', (ranks, total) => {
    expect(handTotal(ranks.map((rank) => card(rank)))).toBe(total);
  });
});

describe('third-card rules (banker, after the player drew)', () => {
  // [banker total, player's third card points that make the banker draw]
  const draws: Record<number, number[]> = {
    0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  };
  const cases = Object.entries(draws).flatMap(([total, drawOn]) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => [Number(total), third, drawOn.includes(third)] as const),
  );
  it.each(cases)('banker %i, player third %i: draws %s', (total, third, expected) => {
    expect(doesBankerDraw(total, card(third === 0 ? 10 : third))).toBe(expected);
  });

  it.each([
    [5, true],
    [6, false],
    [7, false],
  ])('player stood: banker %i draws %s', (total, expected) => {
    expect(doesBankerDraw(total, null)).toBe(expected);
  });
});

describe('playCoup', () => {
  type TCase = [string, number[], Partial<TBaccaratCoup> & { playerCards?: number; bankerCards?: number }];
  const cases: TCase[] = [
    [
      'player natural 8 stands both',
      [4, 3, 4, 3, 9, 9],
      { playerCards: 2, bankerCards: 2, winner: 'player', isNatural: true, playerTotal: 8, bankerTotal: 6 },
    ],
    [
      'banker natural 9 beats player 7',
      [3, 5, 4, 4, 9, 9],
      { playerCards: 2, bankerCards: 2, winner: 'banker', isNatural: true },
    ],
    ['natural tie 8-8', [4, 5, 4, 3, 1, 1], { playerCards: 2, bankerCards: 2, winner: 'tie' }],
    [
      'player 6 stands, banker 5 draws',
      [3, 2, 3, 3, 2, 9],
      { playerCards: 2, bankerCards: 3, bankerTotal: 7, winner: 'banker' },
    ],
    [
      'player 7 stands, banker 6 stands',
      [3, 3, 4, 3, 9, 9],
      { playerCards: 2, bankerCards: 2, winner: 'player' },
    ],
    [
      'player draws, banker 3 stands on a third 8',
      [2, 1, 3, 2, 8, 9],
      { playerCards: 3, bankerCards: 2, playerTotal: 3, bankerTotal: 3, winner: 'tie' },
    ],
    [
      'player draws, banker 6 draws on a third 6',
      [1, 3, 1, 3, 6, 1],
      { playerCards: 3, bankerCards: 3, playerTotal: 8, bankerTotal: 7 },
    ],
    [
      'player draws, banker 7 stands',
      [1, 4, 1, 3, 5, 9],
      { playerCards: 3, bankerCards: 2, playerTotal: 7, bankerTotal: 7 },
    ],
    ['pairs on both sides', [5, 12, 5, 12, 9, 1], { isPlayerPair: true, isBankerPair: true }],
  ];
  it.each(cases)('%s', (_name, ranks, expected) => {
    const { playerCards, bankerCards, ...rest } = expected;
    const coup = playCoup(shoe(...ranks));
    expect(coup.player).toHaveLength(playerCards ?? coup.player.length);
    expect(coup.banker).toHaveLength(bankerCards ?? coup.banker.length);
    expect(coup).toMatchObject(rest);
  });

  it('is the same coup for the same seed, and near the known odds over many', () => {
    const first = dealCoup(fairFloatStream('table-seed', 'client', 7));
    expect(dealCoup(fairFloatStream('table-seed', 'client', 7))).toEqual(first);
    const wins = { player: 0, banker: 0, tie: 0 };
    for (let nonce = 0; nonce < 20_000; nonce++) wins[dealCoup(fairFloatStream('s', 'c', nonce)).winner]++;
    // Banker 45.9 %, player 44.6 %, tie 9.5 %.
    expect(wins.banker / 20_000).toBeCloseTo(0.459, 1);
    expect(wins.player / 20_000).toBeCloseTo(0.446, 1);
    expect(wins.tie / 20_000).toBeCloseTo(0.095, 1);
  });
});

describe('payouts', () => {
  const coupOf = (ranks: number[]) => playCoup(shoe(...ranks));
  const playerWins = coupOf([4, 3, 4, 3, 9, 9]);
  const bankerWins = coupOf([3, 5, 4, 4, 9, 9]);
  const tie = coupOf([4, 5, 4, 3, 1, 1]);
  const pairs = coupOf([5, 12, 5, 12, 9, 1]);

  it.each([
    ['player wins 1:1', 'player', playerWins, 2000],
    ['player loses', 'player', bankerWins, 0],
    ['banker wins 0.95:1', 'banker', bankerWins, 1950],
    ['banker loses', 'banker', playerWins, 0],
    ['player pushes on a tie', 'player', tie, 1000],
    ['banker pushes on a tie', 'banker', tie, 1000],
    ['tie pays 8:1', 'tie', tie, 9000],
    ['tie loses', 'tie', playerWins, 0],
    ['player pair 11:1', 'playerPair', pairs, 12000],
    ['banker pair 11:1', 'bankerPair', pairs, 12000],
    ['no pair loses', 'playerPair', bankerWins, 0],
  ] as const)('%s', (_name, bet, coup, expected) => {
    expect(baccaratReturn(bet, 1000, coup)).toBe(expected);
  });

  it('rounds the banker commission down to the minor unit', () => {
    expect(baccaratReturn('banker', 15, bankerWins)).toBe(29);
  });
});
