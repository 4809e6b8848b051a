import { dealShuffled, orderedDecks, type TCard, type TFloatSource } from '../cards.js';

/**
 * Punto banco: dealing with the third-card rules, and the payouts of the
 * five bets (player 1:1, banker 0.95:1, tie 8:1, each pair 11:1). Money is
 * in integer minor units; a bet's return includes its stake.
 */
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type TBaccaratBet = (typeof BACCARAT_BETS)[number];
export type TBaccaratWinner = 'player' | 'banker' | 'tie';

/** A shoe of eight decks, as at the live tables. */
export const SHOE_DECKS = 8;
/** At most six cards leave the shoe in a coup. */
const CARDS_PER_COUP = 6;

export type TBaccaratCoup = {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: TBaccaratWinner;
  isNatural: boolean;
  isPlayerPair: boolean;
  isBankerPair: boolean;
};

/** Ace 1, two to nine their face, ten and the courts 0. */
export const cardPoints = (card: TCard): number => (card.rank >= 10 ? 0 : card.rank);
export const handTotal = (cards: readonly TCard[]): number =>
  cards.reduce((total, card) => total + cardPoints(card), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card (null when the player stood). */
export const doesBankerDraw = (bankerTotal: number, playerThird: TCard | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  const third = cardPoints(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
};

/** Plays a coup from cards in shoe order: player, banker, player, banker, then the third cards. */
export const playCoup = (shoe: readonly TCard[]): TBaccaratCoup => {
  let position = 0;
  const draw = (): TCard => {
    const card = shoe[position++];
    if (!card) throw new RangeError('the shoe ran out of cards');
    return card;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const isNatural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!isNatural) {
    let playerThird: TCard | null = null;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (doesBankerDraw(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    isNatural,
    isPlayerPair: player[0]!.rank === player[1]!.rank,
    isBankerPair: banker[0]!.rank === banker[1]!.rank,
  };
};

/** A coup dealt from a freshly shuffled eight-deck shoe. */
export const dealCoup = (next: TFloatSource): TBaccaratCoup =>
  playCoup(dealShuffled(orderedDecks(SHOE_DECKS), next, CARDS_PER_COUP));

/** Return per unit staked, in hundredths (195 = 1.95 back for 1 staked). */
export const BACCARAT_RETURNS = {
  player: 200,
  banker: 195,
  tie: 900,
  playerPair: 1200,
  bankerPair: 1200,
} as const satisfies Record<TBaccaratBet, number>;
/** Player and banker bets get their stake back on a tie. */
const PUSH = 100;

/** What a bet returns (stake included; 0 = lost), rounded down to the minor unit. */
export const baccaratReturn = (bet: TBaccaratBet, stakeMinor: number, coup: TBaccaratCoup): number => {
  const hundredths = (() => {
    switch (bet) {
      case 'player':
      case 'banker':
        if (coup.winner === 'tie') return PUSH;
        return coup.winner === bet ? BACCARAT_RETURNS[bet] : 0;
      case 'tie':
        return coup.winner === 'tie' ? BACCARAT_RETURNS.tie : 0;
      case 'playerPair':
        return coup.isPlayerPair ? BACCARAT_RETURNS.playerPair : 0;
      case 'bankerPair':
        return coup.isBankerPair ? BACCARAT_RETURNS.bankerPair : 0;
    }
  })();
  return Math.floor((stakeMinor * hundredths) / 100);
};
