import { describe, expect, it } from 'vitest';
import { dealShuffled, orderedDecks, type TCard } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import { botAction } from './bot.js';
import { bestHand, rankFive } from './hand-rank.js';
import { applyAction, legalActions, potTotal, startHand, type THoldemState } from './holdem.js';

const SUIT_OF = { s: 'S', h: 'H', d: 'D', c: 'C' } as const;
const RANK_OF: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
/** `As Kd 7h` → cards. */
const cards = (text: string): TCard[] =>
  text.split(' ').map((code) => ({
    rank: RANK_OF[code[0]!] ?? Number(code[0]),
    suit: SUIT_OF[code[1] as keyof typeof SUIT_OF],
  }));

describe('hand ranking', () => {
  it.each([
    ['As Ks Qs Js Ts', 'straight-flush'],
    ['9c 9d 9h 9s 2d', 'four-of-a-kind'],
    ['3c 3d 3h 7s 7d', 'full-house'],
    ['2h 7h 9h Jh Kh', 'flush'],
    ['5c 6d 7h 8s 9d', 'straight'],
    ['Ac 2d 3h 4s 5d', 'straight'],
    ['Qc Qd Qh 4s 9d', 'three-of-a-kind'],
    ['Jc Jd 4h 4s 9d', 'two-pair'],
    ['Tc Td 4h 8s 9d', 'pair'],
    ['Ac Jd 4h 8s 9d', 'high-card'],
  ])('%s is a %s', (hand, category) => {
    expect(rankFive(cards(hand)).category).toBe(category);
  });

  it.each([
    ['Ah Kh Qh Jh Th', '9c 9d 9h 9s Ad'],
    ['9c 9d 9h 9s Ad', '9c 9d 9h 9s Kd'],
    ['2c 3d 4h 5s 6d', 'Ac 2d 3h 4s 5d'],
    ['Ac Ad Kh Ks 2d', 'Ac Ad Qh Qs Kd'],
    ['Kc Kd 9h 8s 3d', 'Kc Kd 9h 8s 2d'],
    ['Ac Qd 9h 8s 3d', 'Kc Qd Jh 9s 8d'],
  ])('%s beats %s', (better, worse) => {
    expect(rankFive(cards(better)).score).toBeGreaterThan(rankFive(cards(worse)).score);
  });

  it('ties equal hands of different suits', () => {
    expect(rankFive(cards('Ac Kd 9h 8s 3d')).score).toBe(rankFive(cards('Ad Kh 9c 8d 3s')).score);
  });

  it('picks the best five of seven', () => {
    const best = bestHand(cards('2c 2d Ah Kh Qh Jh Th'));
    expect(best.category).toBe('straight-flush');
    expect(bestHand(cards('2c 2d 2h 5s 5d 9h Kc')).category).toBe('full-house');
  });
});

/** A deck with these cards on top, then the rest of a deck. */
const stacked = (top: string): TCard[] => {
  const head = cards(top);
  const rest = orderedDecks().filter(
    (card) => !head.some((h) => h.rank === card.rank && h.suit === card.suit),
  );
  return [...head, ...rest];
};

const seats = (...stacks: number[]) =>
  stacks.map((stack, index) => ({ seatNo: index + 1, name: `P${index + 1}`, isBot: index > 0, stack }));

const chips = (state: THoldemState) =>
  state.players.reduce((sum, player) => sum + player.stack, 0) + potTotal(state);

describe('holdem hand', () => {
  it('heads-up: the button posts the small blind and acts first; a fold gives the pot', () => {
    // Deal order starts left of the button: P2, P1, P2, P1.
    let state = startHand({
      players: seats(1000, 1000),
      dealerIndex: 0,
      smallBlind: 5,
      bigBlind: 10,
      deck: stacked('2c As 7d Ad'),
    });
    expect(state.players[0]).toMatchObject({ bet: 5, stack: 995 });
    expect(state.players[1]).toMatchObject({ bet: 10, stack: 990 });
    expect(state.toAct).toBe(0);
    expect(legalActions(state)).toMatchObject({ callAmount: 5, canCheck: false, minRaiseTo: 20 });
    state = applyAction(state, { type: 'fold' });
    expect(state.street).toBe('done');
    expect(state.players.map((player) => player.stack)).toEqual([995, 1005]);
  });

  it('plays to showdown and pays the best hand', () => {
    let state = startHand({
      players: seats(1000, 1000),
      dealerIndex: 0,
      smallBlind: 5,
      bigBlind: 10,
      // P2 2c 7d, P1 As Ad; board Kh 9s 4c 3d Jh.
      deck: stacked('2c As 7d Ad Kh 9s 4c 3d Jh'),
    });
    state = applyAction(state, { type: 'call' });
    state = applyAction(state, { type: 'check' });
    expect(state.street).toBe('flop');
    expect(state.board).toHaveLength(3);
    // Post-flop the big blind acts first.
    expect(state.toAct).toBe(1);
    state = applyAction(state, { type: 'raise', to: 20 });
    state = applyAction(state, { type: 'call' });
    for (const street of ['turn', 'river']) {
      expect(state.street).toBe(street);
      state = applyAction(state, { type: 'check' });
      state = applyAction(state, { type: 'check' });
    }
    expect(state.street).toBe('done');
    expect(state.players.map((player) => player.stack)).toEqual([1030, 970]);
    expect(state.shown.find((hand) => hand.seatNo === 1)?.category).toBe('pair');
  });

  it('builds a side pot when a short stack is all in', () => {
    let state = startHand({
      players: seats(1000, 100, 1000),
      dealerIndex: 0,
      smallBlind: 5,
      bigBlind: 10,
      // Deal from P2: P2 Ac, P3 2c, P1 Kc, P2 Ad, P3 7d, P1 Kd; board Qh 9s 4c 3d 8h.
      deck: stacked('Ac 2c Kc Ad 7d Kd Qh 9s 4c 3d 8h'),
    });
    // Preflop order: P1 (button, first after the big blind).
    expect(state.toAct).toBe(0);
    state = applyAction(state, { type: 'raise', to: 300 });
    state = applyAction(state, { type: 'call' }); // P2 all in for 100
    state = applyAction(state, { type: 'call' }); // P3 calls 300
    expect(state.players[1]!.isAllIn).toBe(true);
    while (state.street !== 'done') state = applyAction(state, { type: 'check' });
    // Main pot 300 to P2 (aces); side pot 400 between P1 and P3 to P1 (kings).
    expect(state.awards).toEqual([
      { amount: 300, seatNos: [1, 2, 3], winnerSeatNos: [2] },
      { amount: 400, seatNos: [1, 3], winnerSeatNos: [1] },
    ]);
    expect(state.players.map((player) => player.stack)).toEqual([1100, 300, 700]);
  });

  it('refuses illegal actions', () => {
    const state = startHand({
      players: seats(1000, 1000),
      dealerIndex: 0,
      smallBlind: 5,
      bigBlind: 10,
      deck: orderedDecks(),
    });
    expect(() => applyAction(state, { type: 'check' })).toThrow(RangeError);
    expect(() => applyAction(state, { type: 'raise', to: 15 })).toThrow(RangeError);
  });

  it('keeps every chip through many bot-played hands', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const next = fairFloatStream('poker', 'bots', nonce);
      let state = startHand({
        players: seats(1000, 400, 2500, 60, 800, 1000),
        dealerIndex: nonce % 6,
        smallBlind: 10,
        bigBlind: 20,
        deck: dealShuffled(orderedDecks(), next),
      });
      const total = chips(state);
      let steps = 0;
      while (state.street !== 'done') {
        state = applyAction(state, botAction(state, next()));
        if (state.street !== 'done') expect(chips(state)).toBe(total);
        expect(++steps).toBeLessThan(200);
      }
      expect(state.players.reduce((sum, player) => sum + player.stack, 0)).toBe(total);
      expect(state.players.every((player) => player.stack >= 0)).toBe(true);
    }
  });
});
