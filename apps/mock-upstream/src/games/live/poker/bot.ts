import type { TCard } from '../cards.js';
import { bestHand, HAND_CATEGORIES, pokerRank } from './hand-rank.js';
import { legalActions, potTotal, type THoldemAction, type THoldemState } from './holdem.js';

/**
 * The bots' simple policy: a hand-strength estimate in [0, 1] (starting
 * hand chart before the flop, made hand after it), compared with the price
 * of calling, with a little randomness from the fair stream.
 */
export const preflopStrength = (hole: readonly TCard[]): number => {
  const [a, b] = hole.map(pokerRank).sort((x, y) => y - x) as [number, number];
  const isSuited = hole[0]!.suit === hole[1]!.suit;
  let points = a >= 11 ? a - 6 : a / 2;
  if (a === b) points = Math.max(points * 2, 5);
  if (isSuited) points += 2;
  const gap = a - b - 1;
  if (a !== b) points -= gap <= 0 ? 0 : gap === 1 ? 1 : gap === 2 ? 2 : gap === 3 ? 4 : 5;
  if (a !== b && gap <= 1 && a < 12) points += 1;
  // Chen-like points run from about -1 to 20.
  return Math.min(1, Math.max(0, (points + 1) / 21));
};

const CATEGORY_STRENGTH = [0.12, 0.42, 0.62, 0.74, 0.82, 0.86, 0.93, 0.98, 1];

export const postflopStrength = (hole: readonly TCard[], board: readonly TCard[]): number => {
  const hand = bestHand([...hole, ...board]);
  const category = HAND_CATEGORIES.indexOf(hand.category);
  let strength = CATEGORY_STRENGTH[category]!;
  // A pair made with the board's top card, or high hole cards, is worth more.
  const top = Math.max(...board.map(pokerRank));
  const holeRanks = hole.map(pokerRank);
  if (category === 1 && holeRanks.includes(top)) strength += 0.12;
  if (category === 0) strength += (Math.max(...holeRanks) - 2) / 100;
  // Strength the board alone already shows is shared by everyone.
  if (board.length === 5 && bestHand(board).category === hand.category) strength -= 0.2;
  return Math.min(1, Math.max(0, strength));
};

/** The bot's action at `state.toAct`, given a uniform float. */
export const botAction = (state: THoldemState, float: number): THoldemAction => {
  const player = state.players[state.toAct]!;
  const legal = legalActions(state);
  const strength =
    state.board.length === 0 ? preflopStrength(player.hole) : postflopStrength(player.hole, state.board);
  const pot = potTotal(state);
  const raiseTo = (fraction: number): THoldemAction => ({
    type: 'raise',
    to: Math.min(legal.maxRaiseTo, Math.max(legal.minRaiseTo, state.currentBet + Math.round(pot * fraction))),
  });
  if (legal.canRaise && strength > 0.8 && float < 0.7) return raiseTo(0.75);
  if (legal.canCheck) {
    if (legal.canRaise && ((strength > 0.55 && float < 0.5) || float < 0.08)) return raiseTo(0.5);
    return { type: 'check' };
  }
  const price = legal.callAmount / (pot + legal.callAmount);
  if (strength >= price + 0.12 || (strength > 0.3 && legal.callAmount <= state.bigBlind) || float < 0.04) {
    return { type: 'call' };
  }
  return { type: 'fold' };
};
