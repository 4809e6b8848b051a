/**
 * Playing cards shared by baccarat and poker. A card is its rank (1 = ace,
 * 11-13 = J Q K) and suit; decks are dealt from fair floats (Fisher-Yates).
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type TSuit = (typeof SUITS)[number];
export type TCard = { rank: number; suit: TSuit };

/** A source of uniform floats in [0, 1), such as the provably fair byte stream. */
export type TFloatSource = () => number;

/** `decks` ordered 52-card decks, one after another. */
export const orderedDecks = (decks = 1): TCard[] => {
  const cards: TCard[] = [];
  for (let deck = 0; deck < decks; deck++) {
    for (const suit of SUITS) {
      for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
    }
  }
  return cards;
};

/**
 * The first `count` cards of a Fisher-Yates shuffle of `cards` (all of them
 * by default): each position takes a uniform pick among the cards left.
 */
export const dealShuffled = (cards: readonly TCard[], next: TFloatSource, count = cards.length): TCard[] => {
  const pool = [...cards];
  const take = Math.min(count, pool.length);
  for (let index = 0; index < take; index++) {
    const pick = index + Math.floor(next() * (pool.length - index));
    [pool[index], pool[pick]] = [pool[pick]!, pool[index]!];
  }
  return pool.slice(0, take);
};

const RANK_LABELS: Record<number, string> = { 1: 'A', 10: 'T', 11: 'J', 12: 'Q', 13: 'K' };

/** `AS`, `TH`, `9C`: rank letter then suit letter. */
export const cardCode = (card: TCard): string => `${RANK_LABELS[card.rank] ?? String(card.rank)}${card.suit}`;
