import type { TGameEngine } from '@site/contracts';
import { SEED_LOTTERY_GAMES } from '../lottery.js';

/** A lane of `GCSGAME_newGameVendor`, in the documented order; PVP has no label on purpose. */
export type TSeedLane = { category: string; nameEn: string | null; nameTy: string | null };

export const SEED_LANES: readonly TSeedLane[] = [
  { category: 'HOT', nameEn: 'Hot Games', nameTy: 'Maiinit na Laro' },
  { category: 'RNG', nameEn: 'Slots', nameTy: 'Mga Slot' },
  { category: 'LIVE', nameEn: 'Live Casino', nameTy: 'Live na Casino' },
  { category: 'FISH', nameEn: 'Fishing', nameTy: 'Pangingisda' },
  { category: 'PVP', nameEn: null, nameTy: null },
  { category: 'SPORTS', nameEn: 'Sports', nameTy: 'Palakasan' },
  { category: 'LOTT', nameEn: 'Lottery', nameTy: 'Loterya' },
  { category: 'ELOTT', nameEn: 'E-Lottery', nameTy: 'E-Loterya' },
  { category: 'BINGO', nameEn: 'Bingo', nameTy: 'Bingo' },
];

/**
 * How a vendor's games are generated: `count` games of one engine. Slot and
 * fish vendors get generated names; the others list their games' names.
 */
export type TSeedVendor = {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  /** The category of its games (the card's `gameType`). */
  gameType: string;
  /** The lane listing it (e-sports, cockfight and FB sit in SPORTS, as the upstream lists them). */
  laneCategory: string;
  /** A single-game vendor's card starts its one game ('GAME'); 'VASSALAGE' opens its list. */
  isGame: 'VASSALAGE' | 'GAME';
  engine: TGameEngine;
  /** Generated games (slots, fish); or the fixed names below. */
  count?: number;
  names?: readonly string[];
};

const slotVendor = (vassalage: string, displayName: string): TSeedVendor => ({
  vassalage,
  displayName,
  accountTypeName: `${displayName} Slots`,
  gameType: 'RNG',
  laneCategory: 'RNG',
  isGame: 'VASSALAGE',
  engine: 'slot',
  count: 60,
});

const liveVendor = (vassalage: string, displayName: string, names: readonly string[]): TSeedVendor => ({
  vassalage,
  displayName,
  accountTypeName: `${displayName} Live`,
  gameType: 'LIVE',
  laneCategory: 'LIVE',
  isGame: 'VASSALAGE',
  engine: 'baccarat',
  names,
});

const fishVendor = (vassalage: string, displayName: string): TSeedVendor => ({
  vassalage,
  displayName,
  accountTypeName: displayName,
  gameType: 'FISH',
  laneCategory: 'FISH',
  isGame: 'VASSALAGE',
  engine: 'fish',
  count: 10,
});

/** A single-game card of the SPORTS lane: one sportsbook, e-sports book or cockfight arena. */
const sportsCard = (
  vassalage: string,
  displayName: string,
  gameType: string,
  engine: TGameEngine,
  name: string,
): TSeedVendor => ({
  vassalage,
  displayName,
  accountTypeName: displayName,
  gameType,
  laneCategory: 'SPORTS',
  isGame: 'GAME',
  engine,
  names: [name],
});

const tables = (prefix: string, names: readonly string[]) => names.map((name) => `${prefix} ${name}`);

/** Every vendor but the HOT lane's cards (derived from the hot games at seeding). */
export const SEED_VENDORS: readonly TSeedVendor[] = [
  slotVendor('PT', 'Playtech'),
  slotVendor('CQ9', 'CQ9 Gaming'),
  slotVendor('JILI', 'JILI'),
  slotVendor('PG', 'PG Soft'),
  slotVendor('FC', 'Fa Chai'),
  slotVendor('KA', 'KA Gaming'),
  slotVendor('JDB', 'JDB Gaming'),
  slotVendor('PP', 'Pragmatic Play'),
  liveVendor(
    'AG',
    'Asia Gaming',
    tables('AG', [
      'Baccarat A1',
      'Baccarat A2',
      'Speed Baccarat',
      'Squeeze Baccarat',
      'VIP Baccarat',
      'Dragon Tiger',
      'Bid Baccarat',
      'Baccarat Insurance',
    ]),
  ),
  liveVendor(
    'BBIN',
    'BBIN',
    tables('BBIN', [
      'Baccarat 1',
      'Baccarat 2',
      'Baccarat 3',
      'Speed Baccarat',
      'Peek Baccarat',
      'No Commission Baccarat',
      'Dragon Tiger',
      'Lucky Six',
    ]),
  ),
  liveVendor(
    'EVO',
    'Evolution',
    tables('EVO', [
      'Baccarat Control Squeeze',
      'Lightning Baccarat',
      'Speed Baccarat A',
      'Speed Baccarat B',
      'Golden Wealth Baccarat',
      'Peek Baccarat',
      'Dragon Tiger',
      'Salon Privé Baccarat',
    ]),
  ),
  liveVendor(
    'SEXY',
    'Sexy Gaming',
    tables('Sexy', [
      'Baccarat Classic',
      'Baccarat Speed',
      'Baccarat Insurance',
      'Baccarat Royal',
      'Dragon Tiger',
      'Baccarat Lucky 6',
      'Baccarat Emperor',
      'Baccarat Diamond',
    ]),
  ),
  fishVendor('CQ9F', 'CQ9 Fishing'),
  fishVendor('JDBF', 'JDB Fishing'),
  fishVendor('JILIF', 'JILI Fishing'),
  fishVendor('KAF', 'KA Fishing'),
  {
    vassalage: 'KY',
    displayName: 'Kaiyuan Poker',
    accountTypeName: 'KY Poker',
    gameType: 'PVP',
    laneCategory: 'PVP',
    isGame: 'VASSALAGE',
    engine: 'poker',
    names: [
      "Texas Hold'em",
      "Short Deck Hold'em",
      'Omaha',
      'Pusoy',
      'Tongits',
      'Sabong Poker',
      'Blackjack Duel',
      'Three Card Poker',
      'Bull Bull',
      'Pai Gow',
    ],
  },
  {
    vassalage: 'TCG_PVP',
    displayName: 'TCG Poker',
    accountTypeName: 'TCG Poker',
    gameType: 'PVP',
    laneCategory: 'PVP',
    isGame: 'VASSALAGE',
    engine: 'poker',
    names: [
      "Hold'em Heads-Up",
      "Hold'em Six-Max",
      'Omaha Hi-Lo',
      'Pusoy Dos',
      'Lucky 9',
      'Sic Bo Showdown',
      'Red Dog',
      'Teen Patti',
      'Rummy',
      'Mahjong Duel',
    ],
  },
  sportsCard('IBC', 'IBC Sports', 'SPORTS', 'sportsbook', 'IBC Sportsbook'),
  sportsCard('SBT', 'SBTech', 'SPORTS', 'sportsbook', 'SBT Sportsbook'),
  sportsCard('FB', 'FB Sports', 'FB', 'sportsbook', 'FB Sports'),
  sportsCard('AV', 'AV E-Sports', 'ESPORTS', 'sportsbook', 'AV E-Sports'),
  sportsCard('IMES', 'IM E-Sports', 'ESPORTS', 'sportsbook', 'IM E-Sports'),
  sportsCard('IA', 'IA E-Sports', 'ESPORTS', 'sportsbook', 'IA E-Sports'),
  sportsCard('AI', 'AI E-Sports', 'ESPORTS', 'sportsbook', 'AI E-Sports'),
  sportsCard('TF', 'TF Gaming', 'ESPORTS', 'sportsbook', 'TF E-Sports'),
  sportsCard('DS88', 'DS88 Sabong', 'COCKFIGHT', 'cockfight', 'DS88 Sabong Arena'),
  sportsCard('DIG', 'DIG Cockfight', 'COCKFIGHT', 'cockfight', 'DIG Cockfight Arena'),
  {
    vassalage: 'LOTT',
    displayName: 'TCG Lottery',
    accountTypeName: 'Lottery',
    gameType: 'LOTT',
    laneCategory: 'LOTT',
    isGame: 'VASSALAGE',
    engine: 'lottery',
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'VN Lottery',
    accountTypeName: 'VN Lottery',
    gameType: 'ELOTT',
    laneCategory: 'ELOTT',
    isGame: 'VASSALAGE',
    engine: 'lottery',
  },
  {
    vassalage: 'TCG_SEA',
    displayName: 'SEA Lottery',
    accountTypeName: 'SEA Lottery',
    gameType: 'ELOTT',
    laneCategory: 'ELOTT',
    isGame: 'VASSALAGE',
    engine: 'lottery',
  },
  {
    vassalage: 'BNG',
    displayName: 'Bingo Plus',
    accountTypeName: 'Bingo',
    gameType: 'BINGO',
    laneCategory: 'BINGO',
    isGame: 'VASSALAGE',
    engine: 'bingo',
    names: [
      'Bingo 75',
      'Bingo 90',
      'Pinoy Bingo',
      'Speed Bingo',
      'Lucky Bingo',
      'Bingo Bonanza',
      'Color Game Bingo',
      'Bingo Fiesta',
      'Jackpot Bingo',
      'Bingo Blast',
      'Super Bingo',
      'Bingo Royale',
    ],
  },
];

/** A lottery game as the catalogue lists it: its code (the game's gameId), group and seconds between draws. */
export type TSeedLottery = {
  vassalage: string;
  gameCode: string;
  name: string;
  nameTy: string | null;
  groupCode: string;
  /** Null for a game that draws on weekdays at a set time. */
  drawIntervalSeconds: number | null;
};

/** The lottery games of seed-data/lottery.ts (which also holds their schedules), as catalogue rows. */
export const SEED_LOTTERIES: readonly TSeedLottery[] = SEED_LOTTERY_GAMES.map(
  ({ vassalage, gameCode, name, nameTy, groupCode, schedule }) => ({
    vassalage,
    gameCode,
    name,
    nameTy,
    groupCode,
    drawIntervalSeconds: schedule.kind === 'interval' ? schedule.seconds : null,
  }),
);
