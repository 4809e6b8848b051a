import type { TGameEngine } from '@site/contracts';
import { seededRandom } from '../../../core/prng.js';
import type { TSeedGame } from './catalogue.js';

/**
 * Bot players whose settled rounds fill the winner board from the start.
 * Their bets and wins go through the ledger like real play, so every wallet
 * still equals the sum of its ledger entries.
 */
export const BOT_USERNAMES = [
  'dealer88',
  'luckystar',
  'manilaace',
  'jackpotjoe',
  'goldenkoi',
  'cebuqueen',
  'dragonrider',
  'pinoyhigh',
  'slotmaster',
  'reelking',
] as const;

export const BOT_OPENING_BALANCE_MINOR = 5_000_000;
const ROUNDS_PER_BOT = 6;
const WINNERS_SEED = 7_771_777;
/** Rounds were played over the last three days. */
const HISTORY_MINUTES = 3 * 24 * 60;
/** Engines whose rounds a bot (or the seeded agent team) plays: the real-money, settled kinds. */
export const PLAYED_ENGINES: readonly TGameEngine[] = [
  'slot',
  'fish',
  'baccarat',
  'lottery',
  'sportsbook',
  'cockfight',
  'bingo',
];

export type TSeedRound = {
  roundId: string;
  botIndex: number;
  nodeId: string;
  engine: TGameEngine;
  betMinor: number;
  winMinor: number;
  /** Minutes before the seeding time that it settled. */
  minutesAgo: number;
  launchToken: string;
};

/** Multipliers of a bet: a third of rounds lose, a few win big. */
const MULTIPLIERS: readonly [number, number][] = [
  [0, 30],
  [1.5, 20],
  [3, 15],
  [10, 15],
  [40, 10],
  [120, 6],
  [300, 4],
];

/** The bots' rounds, oldest first (the order the ledger records them in). */
export const seedRounds = (games: readonly TSeedGame[]): TSeedRound[] => {
  const random = seededRandom(WINNERS_SEED);
  const playable = games.filter((game) => PLAYED_ENGINES.includes(game.engine));
  const total = MULTIPLIERS.reduce((sum, [, weight]) => sum + weight, 0);
  const rounds: TSeedRound[] = [];
  BOT_USERNAMES.forEach((_, botIndex) => {
    for (let index = 0; index < ROUNDS_PER_BOT; index++) {
      const game = random.pick(playable);
      const betMinor = random.int(5, 200) * 1000;
      let roll = random.next() * total;
      const multiplier = MULTIPLIERS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 0;
      rounds.push({
        roundId: `seed-${botIndex + 1}-${index + 1}-${random.hex(6)}`,
        botIndex,
        nodeId: game.nodeId,
        engine: game.engine,
        betMinor,
        winMinor: Math.round(betMinor * multiplier),
        minutesAgo: random.int(5, HISTORY_MINUTES),
        launchToken: random.hex(32),
      });
    }
  });
  return rounds.sort((left, right) => right.minutesAgo - left.minutesAgo);
};
