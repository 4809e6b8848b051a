import type { TCard } from '../cards.js';
import { bestHand, type THandCategory } from './hand-rank.js';

/**
 * No-limit Texas Hold'em, one hand at a time, as a pure state machine: the
 * caller applies the acting player's action and gets the next state. Chips
 * are integer minor units; side pots are built from what each player put in.
 */
export type TStreet = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown' | 'done';

export type THoldemPlayer = {
  seatNo: number;
  name: string;
  isBot: boolean;
  stack: number;
  hole: TCard[];
  /** Put in during the current street. */
  bet: number;
  /** Put in during the whole hand. */
  contributed: number;
  hasFolded: boolean;
  isAllIn: boolean;
  /** Acted since the last bet or raise. */
  hasActed: boolean;
};

export type TPotAward = { amount: number; seatNos: number[]; winnerSeatNos: number[] };

export type TShowdownHand = { seatNo: number; category: THandCategory; cards: TCard[] };

export type THoldemState = {
  smallBlind: number;
  bigBlind: number;
  /** Index into `players` of the button. */
  dealerIndex: number;
  players: THoldemPlayer[];
  /** Cards still in the deck, dealt from the front. */
  deck: TCard[];
  board: TCard[];
  street: TStreet;
  /** The bet to match on this street. */
  currentBet: number;
  /** The smallest raise increment allowed. */
  minRaise: number;
  /** Index of the player to act; -1 once the hand is over. */
  toAct: number;
  /** Filled when the hand is done. */
  awards: TPotAward[];
  shown: TShowdownHand[];
  log: string[];
};

export type THoldemAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  /** Raise (or bet) so that this street's bet becomes `to`. */
  | { type: 'raise'; to: number };

export type TLegalActions = {
  canCheck: boolean;
  callAmount: number;
  canRaise: boolean;
  minRaiseTo: number;
  maxRaiseTo: number;
};

export type TSeatIn = { seatNo: number; name: string; isBot: boolean; stack: number };

const draw = (state: THoldemState): TCard => {
  const card = state.deck.shift();
  if (!card) throw new RangeError('the deck ran out');
  return card;
};

export const potTotal = (state: THoldemState): number =>
  state.players.reduce((sum, player) => sum + player.contributed, 0);

const inHand = (state: THoldemState): THoldemPlayer[] => state.players.filter((player) => !player.hasFolded);

const canAct = (player: THoldemPlayer): boolean => !player.hasFolded && !player.isAllIn;

/** The next index after `from` (exclusive), going round the table, whose player can act. */
const nextActor = (state: THoldemState, from: number): number => {
  const count = state.players.length;
  for (let step = 1; step <= count; step++) {
    const index = (from + step) % count;
    if (canAct(state.players[index]!)) return index;
  }
  return -1;
};

const putIn = (state: THoldemState, player: THoldemPlayer, amount: number): number => {
  const paid = Math.min(amount, player.stack);
  player.stack -= paid;
  player.bet += paid;
  player.contributed += paid;
  if (player.stack === 0) player.isAllIn = true;
  return paid;
};

/**
 * Deals a new hand: blinds posted (heads-up, the button posts the small
 * blind), two cards each, first to act set. Needs two or more players with chips.
 */
export const startHand = (input: {
  players: readonly TSeatIn[];
  dealerIndex: number;
  smallBlind: number;
  bigBlind: number;
  deck: readonly TCard[];
}): THoldemState => {
  if (input.players.length < 2) throw new RangeError('a hand needs two players');
  if (input.players.some((player) => player.stack <= 0)) throw new RangeError('every player needs chips');
  const state: THoldemState = {
    smallBlind: input.smallBlind,
    bigBlind: input.bigBlind,
    dealerIndex: input.dealerIndex % input.players.length,
    players: input.players.map((player) => ({
      ...player,
      hole: [],
      bet: 0,
      contributed: 0,
      hasFolded: false,
      isAllIn: false,
      hasActed: false,
    })),
    deck: [...input.deck],
    board: [],
    street: 'preflop',
    currentBet: 0,
    minRaise: input.bigBlind,
    toAct: -1,
    awards: [],
    shown: [],
    log: [],
  };
  const count = state.players.length;
  const isHeadsUp = count === 2;
  const smallIndex = isHeadsUp ? state.dealerIndex : (state.dealerIndex + 1) % count;
  const bigIndex = (smallIndex + 1) % count;
  const small = state.players[smallIndex]!;
  const big = state.players[bigIndex]!;
  state.log.push(`${small.name} posts small blind ${putIn(state, small, input.smallBlind)}`);
  state.log.push(`${big.name} posts big blind ${putIn(state, big, input.bigBlind)}`);
  state.currentBet = Math.max(small.bet, big.bet);
  for (let round = 0; round < 2; round++) {
    for (let step = 1; step <= count; step++) {
      state.players[(state.dealerIndex + step) % count]!.hole.push(draw(state));
    }
  }
  state.toAct = nextActor(state, bigIndex);
  return settleIfDecided(state);
};

export const legalActions = (state: THoldemState): TLegalActions => {
  const player = state.players[state.toAct];
  if (!player) return { canCheck: false, callAmount: 0, canRaise: false, minRaiseTo: 0, maxRaiseTo: 0 };
  const callAmount = Math.min(state.currentBet - player.bet, player.stack);
  const maxRaiseTo = player.bet + player.stack;
  const minRaiseTo = Math.min(state.currentBet + state.minRaise, maxRaiseTo);
  return {
    canCheck: callAmount === 0,
    callAmount,
    // A raise needs chips beyond the call and someone left to answer it.
    canRaise: maxRaiseTo > state.currentBet && inHand(state).filter(canAct).length > 1,
    minRaiseTo,
    maxRaiseTo,
  };
};

const isStreetOver = (state: THoldemState): boolean =>
  state.players.every((player) => !canAct(player) || (player.hasActed && player.bet === state.currentBet));

const dealStreet = (state: THoldemState): void => {
  for (const player of state.players) {
    player.bet = 0;
    player.hasActed = false;
  }
  state.currentBet = 0;
  state.minRaise = state.bigBlind;
  if (state.street === 'preflop') {
    state.board.push(draw(state), draw(state), draw(state));
    state.street = 'flop';
  } else if (state.street === 'flop') {
    state.board.push(draw(state));
    state.street = 'turn';
  } else if (state.street === 'turn') {
    state.board.push(draw(state));
    state.street = 'river';
  } else {
    state.street = 'showdown';
  }
};

/** Splits `amount` among winners; odd chips go to the first winners left of the button. */
const split = (state: THoldemState, amount: number, winners: THoldemPlayer[]): void => {
  const ordered = [...winners].sort(
    (a, b) => seatOrder(state, state.players.indexOf(a)) - seatOrder(state, state.players.indexOf(b)),
  );
  const share = Math.floor(amount / ordered.length);
  let odd = amount - share * ordered.length;
  for (const winner of ordered) {
    winner.stack += share + (odd > 0 ? 1 : 0);
    odd = Math.max(0, odd - 1);
  }
};

const seatOrder = (state: THoldemState, index: number): number =>
  (index - state.dealerIndex - 1 + state.players.length) % state.players.length;

/** Builds the main pot and side pots from the contributions and pays each to its best eligible hands. */
const showdown = (state: THoldemState): void => {
  while (state.board.length < 5) state.board.push(draw(state));
  const contenders = inHand(state);
  const scores = new Map<THoldemPlayer, number>();
  for (const player of contenders) {
    const best = bestHand([...player.hole, ...state.board]);
    scores.set(player, best.score);
    state.shown.push({ seatNo: player.seatNo, category: best.category, cards: best.cards });
  }
  const remaining = new Map(state.players.map((player) => [player, player.contributed]));
  while (contenders.some((player) => remaining.get(player)! > 0)) {
    const level = Math.min(
      ...contenders.map((player) => remaining.get(player)!).filter((amount) => amount > 0),
    );
    let amount = 0;
    for (const [player, left] of remaining) {
      const taken = Math.min(left, level);
      amount += taken;
      remaining.set(player, left - taken);
    }
    const eligible = contenders.filter((player) => remaining.get(player)! + level <= player.contributed);
    const top = Math.max(...eligible.map((player) => scores.get(player)!));
    const winners = eligible.filter((player) => scores.get(player) === top);
    split(state, amount, winners);
    state.awards.push({
      amount,
      seatNos: eligible.map((player) => player.seatNo),
      winnerSeatNos: winners.map((player) => player.seatNo),
    });
  }
  // Folded players' chips above every contender's level join the last pot.
  const dead = [...remaining.values()].reduce((sum, left) => sum + left, 0);
  const last = state.awards.at(-1);
  if (dead > 0 && last) {
    split(
      state,
      dead,
      state.players.filter((player) => last.winnerSeatNos.includes(player.seatNo)),
    );
    last.amount += dead;
  }
  for (const award of state.awards) {
    state.log.push(`Seats ${award.winnerSeatNos.join(', ')} win ${award.amount}`);
  }
  state.street = 'done';
  state.toAct = -1;
};

/** Ends the hand when one player is left, runs the board out when nobody can bet any more. */
const settleIfDecided = (state: THoldemState): THoldemState => {
  const left = inHand(state);
  if (left.length === 1) {
    const winner = left[0]!;
    const amount = potTotal(state);
    winner.stack += amount;
    state.awards.push({ amount, seatNos: [winner.seatNo], winnerSeatNos: [winner.seatNo] });
    state.log.push(`${winner.name} wins ${amount}`);
    state.street = 'done';
    state.toAct = -1;
    return state;
  }
  while (isStreetOver(state)) {
    const actors = left.filter(canAct);
    // After the river, or when at most one player could still bet, the cards decide.
    if (state.street === 'river' || actors.length <= 1) {
      showdown(state);
      return state;
    }
    dealStreet(state);
    state.toAct = nextActor(state, state.dealerIndex);
  }
  return state;
};

/** Applies the acting player's action; an illegal one throws a RangeError. */
export const applyAction = (previous: THoldemState, action: THoldemAction): THoldemState => {
  const state = structuredClone(previous);
  const player = state.players[state.toAct];
  if (!player || state.street === 'done') throw new RangeError('nobody is to act');
  const legal = legalActions(state);
  switch (action.type) {
    case 'fold':
      player.hasFolded = true;
      state.log.push(`${player.name} folds`);
      break;
    case 'check':
      if (!legal.canCheck) throw new RangeError('cannot check facing a bet');
      state.log.push(`${player.name} checks`);
      break;
    case 'call':
      if (legal.callAmount === 0) throw new RangeError('nothing to call');
      state.log.push(`${player.name} calls ${putIn(state, player, legal.callAmount)}`);
      break;
    case 'raise': {
      if (!legal.canRaise) throw new RangeError('cannot raise');
      const to = Math.min(action.to, legal.maxRaiseTo);
      if (!Number.isInteger(to) || (to < legal.minRaiseTo && to !== legal.maxRaiseTo)) {
        throw new RangeError(`a raise must reach at least ${legal.minRaiseTo}`);
      }
      const increment = to - state.currentBet;
      putIn(state, player, to - player.bet);
      // A full raise reopens the betting; a short all-in does not change the minimum.
      if (increment >= state.minRaise) state.minRaise = increment;
      state.currentBet = Math.max(state.currentBet, to);
      for (const other of state.players) if (other !== player) other.hasActed = false;
      state.log.push(`${player.name} ${previous.currentBet === 0 ? 'bets' : 'raises to'} ${to}`);
      break;
    }
  }
  player.hasActed = true;
  state.toAct = nextActor(state, state.toAct);
  return settleIfDecided(state);
};
