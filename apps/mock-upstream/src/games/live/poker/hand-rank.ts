import type { TCard } from '../cards.js';

/**
 * Poker hand ranking: the best five of five to seven cards, as one number
 * that orders hands (category first, then the ranks that break ties).
 */
export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type THandCategory = (typeof HAND_CATEGORIES)[number];

export type TRankedHand = { score: number; category: THandCategory; cards: TCard[] };

/** Aces rank high in poker. */
export const pokerRank = (card: TCard): number => (card.rank === 1 ? 14 : card.rank);

const scoreOf = (category: number, tiebreak: readonly number[]): number => {
  let score = category;
  for (let index = 0; index < 5; index++) score = score * 16 + (tiebreak[index] ?? 0);
  return score;
};

/** The high card of a straight in these five distinct-or-not ranks (sorted high first), or 0. */
const straightHigh = (ranks: readonly number[]): number => {
  const distinct = [...new Set(ranks)];
  if (distinct.length !== 5) return 0;
  if (distinct[0]! - distinct[4]! === 4) return distinct[0]!;
  // The wheel: A-2-3-4-5 is a five-high straight.
  if (distinct[0] === 14 && distinct[1] === 5 && distinct[4] === 2) return 5;
  return 0;
};

/** Ranks exactly five cards. */
export const rankFive = (cards: readonly TCard[]): TRankedHand => {
  if (cards.length !== 5) throw new RangeError('rankFive takes five cards');
  const ranks = cards.map(pokerRank).sort((a, b) => b - a);
  const isFlush = cards.every((card) => card.suit === cards[0]!.suit);
  const high = straightHigh(ranks);
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  // Groups by size, then rank: [[rank, count], ...].
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map(([rank]) => rank);
  const shape = groups.map(([, count]) => count).join('');
  let category: number;
  let tiebreak: number[];
  if (high && isFlush) [category, tiebreak] = [8, [high]];
  else if (shape === '41') [category, tiebreak] = [7, byGroup];
  else if (shape === '32') [category, tiebreak] = [6, byGroup];
  else if (isFlush) [category, tiebreak] = [5, ranks];
  else if (high) [category, tiebreak] = [4, [high]];
  else if (shape === '311') [category, tiebreak] = [3, byGroup];
  else if (shape === '221') [category, tiebreak] = [2, byGroup];
  else if (shape === '2111') [category, tiebreak] = [1, byGroup];
  else [category, tiebreak] = [0, ranks];
  return { score: scoreOf(category, tiebreak), category: HAND_CATEGORIES[category]!, cards: [...cards] };
};

/** The best five-card hand among five to seven cards. */
export const bestHand = (cards: readonly TCard[]): TRankedHand => {
  if (cards.length < 5) throw new RangeError('a poker hand needs five cards');
  let best: TRankedHand | undefined;
  const choose = (start: number, picked: TCard[]): void => {
    if (picked.length === 5) {
      const ranked = rankFive(picked);
      if (!best || ranked.score > best.score) best = ranked;
      return;
    }
    for (let index = start; index <= cards.length - (5 - picked.length); index++) {
      choose(index + 1, [...picked, cards[index]!]);
    }
  };
  choose(0, []);
  return best!;
};
