import type { TGameEngine } from '@site/contracts';

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

/** A lottery game: its code (the game's gameId), group and seconds between draws. */
export type TSeedLottery = {
  vassalage: string;
  gameCode: string;
  name: string;
  nameTy: string | null;
  groupCode: string;
  drawIntervalSeconds: number;
};

/** Lottery groups (`gameGroupCode`) with their names per language. */
export const LOTTERY_GROUPS: Readonly<Record<string, { nameEn: string; nameTy: string }>> = {
  FAST: { nameEn: 'Fast Lottery', nameTy: 'Mabilis na Loterya' },
  PK10: { nameEn: 'PK10 Racing', nameTy: 'PK10 Karera' },
  K3: { nameEn: 'Fast 3 Dice', nameTy: 'Mabilis na 3 Dice' },
  X115: { nameEn: '11 Pick 5', nameTy: '11 Pumili ng 5' },
  VN_NORTH: { nameEn: 'Northern Lottery', nameTy: 'Loterya ng Hilaga' },
  VN_CENTRAL: { nameEn: 'Central Lottery', nameTy: 'Loterya ng Gitna' },
  VN_SOUTH: { nameEn: 'Southern Lottery', nameTy: 'Loterya ng Timog' },
  VN_FAST: { nameEn: 'VN Fast Draws', nameTy: 'Mabilis na Bola ng VN' },
  SEA_4D: { nameEn: '4D Lottery', nameTy: '4D Loterya' },
  SEA_THAI: { nameEn: 'Thai Lottery', nameTy: 'Loterya ng Thai' },
  SEA_FAST: { nameEn: 'SEA Fast Draws', nameTy: 'Mabilis na Bola ng SEA' },
};

const lottery = (
  vassalage: string,
  groupCode: string,
  gameCode: string,
  name: string,
  drawIntervalSeconds: number,
  nameTy: string | null = null,
): TSeedLottery => ({ vassalage, gameCode, name, nameTy, groupCode, drawIntervalSeconds });

export const SEED_LOTTERIES: readonly TSeedLottery[] = [
  lottery('LOTT', 'FAST', 'LOTT_SSC_1M', 'Lucky Lotto 1 Minute', 60, 'Suwerteng Lotto 1 Minuto'),
  lottery('LOTT', 'FAST', 'LOTT_SSC_3M', 'Lucky Lotto 3 Minutes', 180, 'Suwerteng Lotto 3 Minuto'),
  lottery('LOTT', 'FAST', 'LOTT_SSC_5M', 'Lucky Lotto 5 Minutes', 300, 'Suwerteng Lotto 5 Minuto'),
  lottery('LOTT', 'PK10', 'LOTT_PK10_1M', 'Speed Racing 1 Minute', 60),
  lottery('LOTT', 'PK10', 'LOTT_PK10_3M', 'Speed Racing 3 Minutes', 180),
  lottery('LOTT', 'PK10', 'LOTT_PK10_5M', 'Speed Racing 5 Minutes', 300),
  lottery('LOTT', 'K3', 'LOTT_K3_1M', 'Dice Rush 1 Minute', 60),
  lottery('LOTT', 'K3', 'LOTT_K3_2M', 'Dice Rush 2 Minutes', 120),
  lottery('LOTT', 'K3', 'LOTT_K3_5M', 'Dice Rush 5 Minutes', 300),
  lottery('LOTT', 'X115', 'LOTT_115_1M', 'Pick Five 1 Minute', 60),
  lottery('LOTT', 'X115', 'LOTT_115_3M', 'Pick Five 3 Minutes', 180),
  lottery('LOTT', 'X115', 'LOTT_115_5M', 'Pick Five 5 Minutes', 300),
  lottery('TCG_LOTTO_VN', 'VN_NORTH', 'VN_HANOI', 'Hanoi Lottery', 300, 'Loterya ng Hanoi'),
  lottery('TCG_LOTTO_VN', 'VN_NORTH', 'VN_HAIPHONG', 'Hai Phong Lottery', 300),
  lottery('TCG_LOTTO_VN', 'VN_NORTH', 'VN_QUANGNINH', 'Quang Ninh Lottery', 300),
  lottery('TCG_LOTTO_VN', 'VN_CENTRAL', 'VN_DANANG', 'Da Nang Lottery', 240, 'Loterya ng Da Nang'),
  lottery('TCG_LOTTO_VN', 'VN_CENTRAL', 'VN_HUE', 'Hue Lottery', 240),
  lottery('TCG_LOTTO_VN', 'VN_CENTRAL', 'VN_KHANHHOA', 'Khanh Hoa Lottery', 240),
  lottery('TCG_LOTTO_VN', 'VN_SOUTH', 'VN_HCMC', 'Ho Chi Minh Lottery', 300, 'Loterya ng Ho Chi Minh'),
  lottery('TCG_LOTTO_VN', 'VN_SOUTH', 'VN_CANTHO', 'Can Tho Lottery', 300),
  lottery('TCG_LOTTO_VN', 'VN_SOUTH', 'VN_DONGNAI', 'Dong Nai Lottery', 300),
  lottery('TCG_LOTTO_VN', 'VN_FAST', 'VN_FAST_45S', 'VN Quick 60 Seconds', 60),
  lottery('TCG_LOTTO_VN', 'VN_FAST', 'VN_FAST_2M', 'VN Quick 2 Minutes', 120),
  lottery('TCG_LOTTO_VN', 'VN_FAST', 'VN_FAST_5M', 'VN Quick 5 Minutes', 300),
  lottery('TCG_SEA', 'SEA_4D', 'SEA_4D_MAGNUM', 'Magnum 4D', 300),
  lottery('TCG_SEA', 'SEA_4D', 'SEA_4D_TOTO', 'Toto 4D', 300),
  lottery('TCG_SEA', 'SEA_4D', 'SEA_4D_DAMACAI', 'Da Ma Cai 4D', 300),
  lottery(
    'TCG_SEA',
    'SEA_THAI',
    'SEA_THAI_GOV',
    'Thai Government Lottery',
    300,
    'Loterya ng Gobyerno ng Thai',
  ),
  lottery('TCG_SEA', 'SEA_THAI', 'SEA_THAI_STOCK', 'Thai Stock Lottery', 240),
  lottery('TCG_SEA', 'SEA_FAST', 'SEA_FAST_1M', 'SEA Quick 1 Minute', 60),
  lottery('TCG_SEA', 'SEA_FAST', 'SEA_FAST_3M', 'SEA Quick 3 Minutes', 180),
  lottery('TCG_SEA', 'SEA_FAST', 'SEA_FAST_5M', 'SEA Quick 5 Minutes', 300),
];
